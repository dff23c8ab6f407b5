export * from './insurance'
export * from './access'
