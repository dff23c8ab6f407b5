export * from './chat'
export * from './templates'
export * from './campaigns'
export * from './channels'
