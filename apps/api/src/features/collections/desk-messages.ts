import { eq, sql } from 'drizzle-orm'
import { fieldError, fillVariables, type DeskMessage, type DeskMessageResult } from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { badRequest, conflict } from '../../lib/http-errors'
import { applicationRecords } from '../credit-applications'
import { lenderProfileOf } from '../lender'
import { loanDirectory } from '../loan-servicing'
import { processMailer } from '../mail'
import { queueDeskText, queueReminderMessage, templatesById } from '../messaging'
import { visibleDeskLoan, type DeskViewer } from './collection-scope'
import { logContact } from './contacts'

const money = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' })
const months = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic']
const dayText = (iso: string | null) => {
  if (!iso) return ''
  const [year, month, date] = iso.split('-')
  return `${Number(date)} ${months[Number(month) - 1]} ${year}`
}

/** The loan's customer as a message reaches them: name, folio, mobile, e-mail, and the figures a template names. */
async function customerOf(db: Executor, loanId: number) {
  const [row] = await db
    .select({
      applicationId: applicationRecords.id,
      folio: applicationRecords.folio,
      fullName: applicationRecords.applicantName,
      mobilePhone: applicationRecords.mobilePhone,
      email: sql<string | null>`nullif(trim(${applicationRecords.applicant}->>'email'), '')`,
      nextDueCents: loanDirectory.nextDueCents,
      nextDueDate: loanDirectory.nextDueDate,
      daysPastDue: loanDirectory.daysPastDue,
    })
    .from(loanDirectory)
    .innerJoin(applicationRecords, eq(applicationRecords.id, loanDirectory.applicationId))
    .where(eq(loanDirectory.id, loanId))
  return row!
}

/**
 * A collector writes to the customer of a loan they work (issue 35), from the desk: by WhatsApp, free text only
 * inside the customer's 24-hour window (409 `service_window_closed` otherwise: a template then), or an approved
 * template at any time (its variables as dunning's reminders fill them: name, folio, amount due, due date, days
 * past due); by e-mail, the text or the template's words. Never to an opted-out customer (409). The message is
 * queued in the transaction that logs it in the loan's contact history (the provider call runs after it commits).
 */
export async function sendDeskMessage(
  db: Database,
  viewer: DeskViewer,
  loanId: number,
  body: DeskMessage,
): Promise<DeskMessageResult> {
  return db.transaction(async (tx) => {
    await visibleDeskLoan(tx, loanId, viewer)
    const customer = await customerOf(tx, loanId)
    const [template] = body.templateId ? await templatesById(tx, [body.templateId]) : []
    if (body.templateId && template?.status !== 'approved')
      throw badRequest({ templateId: [fieldError('unknown_reference')] })
    const values = [
      customer.fullName,
      String(customer.folio),
      money.format(customer.nextDueCents / 100),
      dayText(customer.nextDueDate),
      String(customer.daysPastDue),
    ]
    let summary: string
    if (body.channel === 'whatsapp') {
      const outcome = template
        ? await queueReminderMessage(tx, { ...customer, templateId: template.id, values })
        : await queueDeskText(tx, { ...customer, text: body.text, senderUserId: viewer.userId })
      if ('skipped' in outcome) {
        if (outcome.skipped === 'no_phone') throw badRequest({ channel: [fieldError('no_phone')] })
        if (outcome.skipped === 'service_window_closed')
          throw conflict(
            'service_window_closed',
            'More than 24 hours since the customer wrote: send a template',
          )
        if (outcome.skipped === 'opted_out') throw conflict('opted_out', 'The customer opted out of messages')
        throw conflict('conflict', `Nothing was sent (${outcome.skipped})`)
      }
      summary = template ? `Plantilla «${template.name}»` : body.text
    } else {
      if (!customer.email) throw badRequest({ channel: [fieldError('no_email')] })
      const lender = await lenderProfileOf(tx)
      const words = template ? fillVariables(template.body, values) : body.text
      await processMailer().queue(tx, {
        to: customer.email,
        subject: `Tu crédito ${customer.folio} · ${lender.shortName}`,
        text: `${words}\n\n${lender.legalName} · ${lender.une.phone} · ${lender.une.email}`,
      })
      summary = template ? `Plantilla «${template.name}» por correo` : body.text
    }
    const contactId = await logContact(
      tx,
      loanId,
      { channel: body.channel, direction: 'out', outcome: null, summary },
      viewer.userId,
    )
    return { contactId, channel: body.channel, via: template ? 'template' : 'text' }
  })
}
