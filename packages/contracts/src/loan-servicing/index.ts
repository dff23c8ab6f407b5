export * from './loan-servicing'
export * from './access'
export * from './statement-disclosures'
