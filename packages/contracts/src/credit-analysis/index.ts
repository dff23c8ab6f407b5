export * from './bureau'
export * from './checks'
