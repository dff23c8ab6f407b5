export * from './bank-statements'
export * from './access'
