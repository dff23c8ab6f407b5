export * from './collections'
export * from './access'
