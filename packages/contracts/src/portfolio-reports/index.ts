export * from './portfolio-reports'
export * from './access'
