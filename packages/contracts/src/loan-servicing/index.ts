export * from './loan-servicing'
export * from './access'
export * from './delinquency'
export * from './provisions'
