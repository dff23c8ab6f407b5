export * from './dunning'
export * from './access'
