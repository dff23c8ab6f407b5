export * from './funding'
export * from './funders'
export * from './access'
export * from './line-movements'
