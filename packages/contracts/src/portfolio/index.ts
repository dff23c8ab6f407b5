export * from './portfolio'
