export { registerInvoiceRoutes } from './invoices.routes'
export { seedInvoices } from './invoices.seed'
export { registerPastDueSweep } from './past-due'
export { listInvoices } from './invoices.queries'
