export * from './contracts'
export * from './access'
