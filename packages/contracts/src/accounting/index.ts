export * from './posting-slots'
export * from './ledger'
export * from './access'
export * from './cfdi'
