export * from './validation-desk'
export * from './evidence'
export * from './access'
