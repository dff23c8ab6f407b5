export * from './bureau'
export * from './checks'
export * from './access'
