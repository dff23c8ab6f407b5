import type { Permission } from '../permissions/permissions'

/*
 * Who may do what with the lender's invoices (issue 31): the billing staff and administrators. Types only (no
 * zod), so the screen registry and the web's guards use them in the sign-in bundle.
 */
export const invoiceReader = { action: 'read', subject: 'Invoices' } as const satisfies Permission
export const invoiceCreator = { action: 'create', subject: 'Invoices' } as const satisfies Permission
export const invoiceEditor = { action: 'update', subject: 'Invoices' } as const satisfies Permission
export const invoiceSender = { action: 'send', subject: 'Invoices' } as const satisfies Permission
export const invoicePaymentRecorder = {
  action: 'record_payment',
  subject: 'Invoices',
} as const satisfies Permission
export const invoiceDeleter = { action: 'delete', subject: 'Invoices' } as const satisfies Permission
/**
 * Mailing an invoice to an address other than its client's contact e-mail: a right of its own, so whoever
 * may send invoices cannot have Mesa mail the lender's invoice (and payment details) to an outside address.
 */
export const invoiceAnyRecipient = {
  action: 'send',
  subject: 'invoice_recipients',
} as const satisfies Permission
