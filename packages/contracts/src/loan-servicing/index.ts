export * from './loan-servicing'
export * from './access'
export * from './versions'
export * from './allocation'
