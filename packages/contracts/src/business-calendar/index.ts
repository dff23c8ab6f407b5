export * from './business-calendar'
export * from './access'
