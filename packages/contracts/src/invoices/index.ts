export * from './catalogs'
export * from './invoices'
export * from './totals'
export * from './issuer'
