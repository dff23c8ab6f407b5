export * from './loan-servicing'
export * from './access'
export * from './as-of'
