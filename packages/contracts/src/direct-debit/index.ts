export * from './access'
export * from './card-number'
export * from './direct-debit'
export * from './result-codes'
