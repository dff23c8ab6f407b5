import { and, asc, between, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { fillVariables, type DunningRun, type SkipReason } from '@mesa/contracts'
import type { Database, Executor, Transaction } from '../../db/client'
import { addDays } from '../../lending'
import { recordAudit } from '../audit'
import { businessDateOf } from '../business-date'
import { applicationRecords } from '../credit-applications'
import { lenderProfileOf } from '../lender'
import { loanArrearsOn, loanDirectory, refreshStaleFigures } from '../loan-servicing'
import { processMailer } from '../mail'
import { queueReminderMessage, templatesById } from '../messaging'
import { renderDunningLetterPdf, pesos } from './dunning-letter-pdf'
import { dunningRules, dunningSends, type LetterFigures } from './dunning.schema'
import { dayText } from './dunning-words'

/*
 * The day's reminders (issue 35, docs/domain.md "Collections: reminders and letters"): each active rule finds the
 * loans at its days past due on the business date (or its days before a due date), and each gets one send per
 * rule and delinquency episode: the send's row (unique by rule, loan and episode) and the message or mail it
 * queues commit in one transaction, so a second run, a retried job or a restart sends nothing twice.
 */

/**
 * A loan first seen past its rule's day (the job did not run, or the date moved several days at once) is still
 * reached within this many days; never after, so a rule added today does not write to every old arrear.
 */
export const CATCH_UP_DAYS = 7

type Rule = typeof dunningRules.$inferSelect

/** The loans a rule reaches on `day`, with the episode their send is keyed on. */
function candidates(db: Executor, rule: Rule, day: string) {
  const conditions: Array<SQL | undefined> = [eq(loanDirectory.status, 'active')]
  if (rule.offsetDays > 0)
    conditions.push(between(loanDirectory.daysPastDue, rule.offsetDays, rule.offsetDays + CATCH_UP_DAYS - 1))
  else
    conditions.push(
      eq(loanDirectory.daysPastDue, 0),
      between(loanDirectory.nextDueDate, day, addDays(day, -rule.offsetDays)),
    )
  if (rule.products.length > 0) conditions.push(inArray(applicationRecords.product, rule.products))
  if (rule.allyIds.length > 0) conditions.push(inArray(applicationRecords.allyId, rule.allyIds))
  return db
    .select({
      loanId: loanDirectory.id,
      applicationId: loanDirectory.applicationId,
      daysPastDue: loanDirectory.daysPastDue,
      nextDueDate: loanDirectory.nextDueDate,
      nextDueCents: loanDirectory.nextDueCents,
      folio: applicationRecords.folio,
      name: applicationRecords.applicantName,
      mobilePhone: applicationRecords.mobilePhone,
      email: sql<string | null>`nullif(trim(${applicationRecords.applicant}->>'email'), '')`,
    })
    .from(loanDirectory)
    .innerJoin(applicationRecords, eq(applicationRecords.id, loanDirectory.applicationId))
    .where(and(...conditions))
    .orderBy(asc(loanDirectory.id))
}

type Candidate = Awaited<ReturnType<typeof candidates>>[number]

/** The day the loan fell past due, or (a courtesy) the due date it is reminded of: one send per rule in each. */
const episodeOf = (rule: Rule, loan: Candidate, day: string) =>
  rule.offsetDays > 0 ? addDays(day, -loan.daysPastDue) : loan.nextDueDate!

/** The values of a template's {{1}}…{{5}}: name, folio, amount to pay, due date, days past due. */
export const templateValues = (loan: Candidate) => [
  loan.name,
  String(loan.folio),
  pesos(loan.nextDueCents),
  loan.nextDueDate ? dayText(loan.nextDueDate) : '',
  String(loan.daysPastDue),
]

interface Outcome {
  status: 'queued' | 'skipped'
  skipReason?: SkipReason
  messageId?: number
  mailId?: number
  letter?: LetterFigures
}

/** Sends one reminder (queued in `tx`, out after it commits). */
async function send(tx: Transaction, rule: Rule, loan: Candidate, day: string, body: string | null) {
  if (rule.channel === 'whatsapp') {
    const outcome = await queueReminderMessage(tx, {
      applicationId: loan.applicationId,
      fullName: loan.name,
      mobilePhone: loan.mobilePhone,
      templateId: rule.templateId!,
      values: templateValues(loan),
    })
    return 'messageId' in outcome
      ? { status: 'queued', messageId: outcome.messageId }
      : { status: 'skipped', skipReason: outcome.skipped }
  }
  if (rule.channel === 'email') {
    if (body === null) return { status: 'skipped', skipReason: 'template_not_approved' }
    if (!loan.email) return { status: 'skipped', skipReason: 'no_email' }
    const lender = await lenderProfileOf(tx)
    const mailId = await processMailer().queue(tx, {
      to: loan.email,
      subject: `Recordatorio de pago del crédito ${loan.folio} · ${lender.shortName}`,
      text: `${body}\n\n${lender.legalName} · ${lender.une.phone} · ${lender.une.email}`,
    })
    return { status: 'queued', mailId }
  }
  // A letter: its figures are kept with the send (the PDF is drawn again from them), and e-mailed when possible.
  const arrears = (await loanArrearsOn(tx, loan.loanId, day))!
  const { loanId: _loanId, applicationId: _applicationId, ...letter } = arrears
  if (!loan.email) return { status: 'skipped', skipReason: 'no_email', letter }
  const lender = await lenderProfileOf(tx)
  const pdf = await renderDunningLetterPdf({
    kind: rule.letterKind!,
    folio: loan.folio,
    customerName: loan.name,
    figures: letter,
    lender,
  })
  const mailId = await processMailer().queue(tx, {
    to: loan.email,
    subject: `Aviso de cobranza del crédito ${loan.folio} · ${lender.shortName}`,
    text:
      `Estimado(a) ${loan.name}: te enviamos adjunto un aviso sobre el adeudo vencido de tu crédito ${loan.folio}.` +
      `\n\n${lender.legalName} · ${lender.une.phone} · ${lender.une.email}`,
    attachments: [
      { fileName: `aviso-cobranza-${loan.folio}.pdf`, contentType: 'application/pdf', content: pdf },
    ],
  })
  return { status: 'queued', mailId, letter }
}

/** The outcome as the audit keeps it: the letter's figures stay on the send. */
const withoutLetter = ({ letter: _letter, ...rest }: Outcome) => rest

/**
 * Runs every active rule on the business date; answers the new sends. `actorUserId` is who asked (null: the
 * daily job). Each loan's send is its own transaction: one refusal never holds back the others.
 */
export async function runDunning(db: Database, actorUserId: number | null): Promise<DunningRun> {
  const day = await businessDateOf(db)
  await refreshStaleFigures(db, day)
  const rules = await db
    .select()
    .from(dunningRules)
    .where(eq(dunningRules.active, true))
    .orderBy(asc(dunningRules.id))
  const templates = new Map(
    (
      await templatesById(
        db,
        rules.flatMap((rule) => (rule.templateId ? [rule.templateId] : [])),
      )
    ).map((row) => [row.id, row]),
  )
  let sent = 0
  let skipped = 0
  for (const rule of rules)
    for (const loan of await candidates(db, rule, day)) {
      const template = rule.templateId ? templates.get(rule.templateId) : undefined
      const body = template?.status === 'approved' ? fillVariables(template.body, templateValues(loan)) : null
      const made = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(dunningSends)
          .values({
            ruleId: rule.id,
            loanId: loan.loanId,
            applicationId: loan.applicationId,
            episode: episodeOf(rule, loan, day),
            businessDate: day,
            daysPastDue: loan.daysPastDue,
            channel: rule.channel,
            status: 'queued',
            letterKind: rule.letterKind,
          })
          .onConflictDoNothing()
          .returning({ id: dunningSends.id })
        if (!row) return null
        const outcome = (await send(tx, rule, loan, day, body)) as Outcome
        await tx
          .update(dunningSends)
          .set({
            status: outcome.status,
            skipReason: outcome.skipReason ?? null,
            messageId: outcome.messageId ?? null,
            mailId: outcome.mailId ?? null,
            letter: outcome.letter ?? null,
          })
          .where(eq(dunningSends.id, row.id))
        await recordAudit(tx, {
          actorUserId,
          action: 'dunning.reminder_sent',
          entityType: 'loan',
          entityId: loan.loanId,
          data: {
            ruleId: rule.id,
            sendId: row.id,
            channel: rule.channel,
            on: day,
            ...withoutLetter(outcome),
          },
        })
        return outcome.status
      })
      if (made === 'queued') sent += 1
      else if (made === 'skipped') skipped += 1
    }
  return { businessDate: day, sent, skipped }
}
