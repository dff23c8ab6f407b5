export * from './loan-servicing'
export * from './access'
