export * from './business-date'
