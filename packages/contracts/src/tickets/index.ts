export * from './ticket-rules'
export * from './access'
export * from './tickets'
export * from './complaints'
