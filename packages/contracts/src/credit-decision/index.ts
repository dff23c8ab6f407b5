export * from './credit-decision'
export * from './access'
export * from './resume'
