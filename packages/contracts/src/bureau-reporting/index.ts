export * from './access'
export * from './bureau-reporting'
