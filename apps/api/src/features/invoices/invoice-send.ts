import { and, eq, isNull, sql } from 'drizzle-orm'
import {
  invoiceIssuer,
  pdfLanguageOf,
  type InvoiceDetail,
  type InvoicePdfLanguage,
  type InvoiceStatus,
} from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { userDirectory } from '../users'
import { invoices } from './invoices.schema'
import { forbidden } from '../../lib/http-errors'
import { composeMail, type Mailer } from '../mail'
import { invoiceAuditEvent, recordInvoiceChange } from './invoice-audit'
import { paymentDetailsOf } from './invoice-issuer'
import { pesosText, renderInvoicePdf } from './invoice-pdf'
import { loadInvoiceDetail } from './invoices.queries'
import { lockInvoice } from './invoices.writes'

/** Sending or downloading moves only an invoice nobody has paid yet: a payment state says more. */
const unsentStatuses: readonly InvoiceStatus[] = ['Draft', 'Downloaded']

export const invoicePdfName = (id: number) => `factura-${id}.pdf`

/** The invoice's PDF with the payment details, as the preview shows it. */
export async function invoicePdf(
  invoice: InvoiceDetail,
  language: InvoicePdfLanguage = 'es',
): Promise<Buffer> {
  return renderInvoicePdf(invoice, paymentDetailsOf(invoice.balance), language)
}

/**
 * The PDF for a download; a Draft becomes Downloaded (spec §4), once, with its version moved on.
 * Null when there is no live invoice with that number.
 */
export async function downloadInvoicePdf(db: Database, id: number, actorUserId: number, requested?: string) {
  return db.transaction(async (tx) => {
    const [reader] = requested
      ? [{ language: requested }]
      : await tx
          .select({ language: userDirectory.language })
          .from(userDirectory)
          .where(eq(userDirectory.id, actorUserId))
    const marked = await tx
      .update(invoices)
      .set({ status: 'Downloaded', version: sql`${invoices.version} + 1`, updatedAt: new Date() })
      .where(and(eq(invoices.id, id), isNull(invoices.deletedAt), eq(invoices.status, 'Draft')))
      .returning({ id: invoices.id })
    if (marked.length > 0)
      await recordInvoiceChange(tx, invoiceAuditEvent(actorUserId, 'invoice.downloaded', id, {}))
    const invoice = await loadInvoiceDetail(tx, id)
    return invoice ? invoicePdf(invoice, pdfLanguageOf(reader?.language)) : null
  })
}

async function queueInvoiceMail(
  tx: Executor,
  mailer: Mailer,
  invoice: InvoiceDetail,
  to: string,
  language: InvoicePdfLanguage,
) {
  const mail = composeMail('invoice', language, {
    invoiceNumber: invoice.id,
    clientName: invoice.client.name,
    issuerName: invoiceIssuer.name,
    total: pesosText(invoice.total),
    balance: pesosText(invoice.balance),
    dueDate: invoice.dueDate.split('-').reverse().join('/'),
  })
  const pdf = await invoicePdf(invoice, language)
  return mailer.queue(tx, {
    to,
    ...mail,
    attachments: [{ fileName: invoicePdfName(invoice.id), contentType: 'application/pdf', content: pdf }],
  })
}

/**
 * Sends the invoice by e-mail with its PDF attached, through the mail jobs (queued in this transaction,
 * delivered after it commits; the stored PDF is removed again if it fails). The PDF and the mail's text
 * are in the chosen language, else the sender's (Arabic prints in English, see pdfLanguageOf in contracts).
 * Another recipient than the client's contact needs `mayChooseRecipient` (else 403, nothing written).
 * An unpaid Draft or Downloaded invoice becomes Sent. False when there is no live invoice with that
 * number; a stale version is a 409.
 */
export async function sendInvoice(
  db: Database,
  mailer: Mailer,
  id: number,
  input: { version: number; to?: string | undefined; language?: string | undefined },
  sender: { userId: number; mayChooseRecipient: boolean },
): Promise<boolean> {
  const actorUserId = sender.userId
  return mailer.transaction(db, async (tx) => {
    const current = await lockInvoice(tx, id, input.version)
    if (!current) return false
    // The lender's invoice and its payment details go to the client's contact only, unless the sender holds
    // the separate right to choose the recipient (issue 31: an invoice was mailed to an outside address).
    const contact = (await loadInvoiceDetail(tx, id))!.client.companyEmail
    if (input.to && input.to.toLowerCase() !== contact.toLowerCase() && !sender.mayChooseRecipient)
      throw forbidden('recipient_not_allowed', 'Invoices go to their client contact only')
    const [preferred] = input.language
      ? [{ language: input.language }]
      : await tx
          .select({ language: userDirectory.language })
          .from(userDirectory)
          .where(eq(userDirectory.id, actorUserId))
    const language = pdfLanguageOf(preferred?.language)
    const status = unsentStatuses.includes(current.status) ? 'Sent' : current.status
    await tx
      .update(invoices)
      .set({ status, sentAt: new Date(), version: sql`${invoices.version} + 1`, updatedAt: new Date() })
      .where(eq(invoices.id, id))
    const invoice = (await loadInvoiceDetail(tx, id))!
    const to = input.to ?? contact
    const mailId = await queueInvoiceMail(tx, mailer, invoice, to, language)
    await recordInvoiceChange(
      tx,
      invoiceAuditEvent(actorUserId, 'invoice.sent', id, {
        to,
        language,
        mailId,
        before: current.status,
        after: status,
      }),
    )
    return true
  })
}
