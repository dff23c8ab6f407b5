export * from './bank-statements'
export * from './access'
export * from './spei'
