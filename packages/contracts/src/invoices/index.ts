export * from './catalogs'
export * from './invoices'
export * from './totals'
