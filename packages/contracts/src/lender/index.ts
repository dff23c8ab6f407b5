export * from './lender'
