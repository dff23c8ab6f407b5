export { registerInvoiceRoutes } from './invoices.routes'
export { seedInvoices } from './invoices.seed'
export { registerPastDueSweep } from './past-due'
export { listInvoices } from './invoices.queries'
export { registerInvoiceTrash } from './invoice-trash'
/** The invoicing desk's home figures (issue 38). */
export { invoiceWorkload } from './invoice-workload'
