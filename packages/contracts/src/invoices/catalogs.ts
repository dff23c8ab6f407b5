/** The invoice statuses of spec §4, in the order the list's filter offers them. */
export const invoiceStatuses = ['Draft', 'Sent', 'Downloaded', 'Partial Payment', 'Paid', 'Past Due'] as const
export type InvoiceStatus = (typeof invoiceStatuses)[number]

/** The services an invoice line bills (spec §3). */
export const invoiceServices = [
  'Software Development',
  'UI/UX Design & Development',
  'Unlimited Extended License',
  'Template Customization',
] as const
export type InvoiceService = (typeof invoiceServices)[number]

/** Sort keys of the list (spec §7). */
export const invoiceSortKeys = ['client', 'total', 'id', 'date', 'balance'] as const
export type InvoiceSortKey = (typeof invoiceSortKeys)[number]

/** Ways a payment arrives. */
export const invoicePaymentMethods = ['transfer', 'cash', 'card', 'check'] as const
export type InvoicePaymentMethod = (typeof invoicePaymentMethods)[number]

/** Invoice numbers start here (spec §3). */
export const FIRST_INVOICE_ID = 4987
/** The clients endpoint answers this many (spec §7, §9). */
export const INVOICE_CLIENTS_SHOWN = 5
