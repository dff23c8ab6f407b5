import { eq } from 'drizzle-orm'
import { z } from 'zod'
import {
  DEFAULT_ACCELERATION_AFTER_MISSED,
  fieldError,
  loanPaymentWriter,
  scheduleVersionKinds,
  versionApprovalKinds,
  versionTermsSchema,
  type CreditProduct,
  type VersionFigures,
  type VersionRequest,
  type VersionTerms,
} from '@mesa/contracts'
import { businessDateOf } from '../business-date'
import type { Database, Executor, Transaction } from '../../db/client'
import { badRequest, conflict, notFound, staleVersion } from '../../lib/http-errors'
import { registerApprovalKind, requestApproval } from '../approvals'
import { recordAudit } from '../audit'
import { applicationRecords as applications, type ApplicationRow } from '../credit-applications'
import { currentPolicy } from '../credit-policy'
import {
  accelerationVersion,
  basisOn,
  dueDayChangeVersion,
  paymentHolidayVersion,
  restructureVersion,
  type VersionDraft,
} from '../../lending'
import { selectionOf } from '../../lib/read-models'
import { announceLoanChange } from './loan-payments'
import { loadLedger, refreshLoanFigures, type LoanRow } from './loan-record'
import { loanInstallments, loanScheduleVersions, loans } from './loan-servicing.schema'
import { noticeOfAcceleration } from './acceleration-notice'
import { forgetSubledgerFrom } from './loan-subledger-stale'

/*
 * Schedule versions (issue 33, docs/domain.md "Restructure and reschedule"): one person asks for a
 * restructure, payment holiday, due-day change or acceleration; a second with the same right approves and
 * the version is written then, in the approval's transaction, from the loan as it stands (a loan changed
 * meanwhile is a 409). The arithmetic is the lending engine's (lending/restructure.ts).
 */

/** The contract's number of missed installments after which the whole balance may be called (credit policy). */
export async function accelerationAfterMissedOf(db: Executor, product: CreditProduct) {
  const policy = await currentPolicy(db, product)
  return policy.terms.accelerationAfterMissed ?? DEFAULT_ACCELERATION_AFTER_MISSED
}

/**
 * The version the terms would make on the loan now, checked: an active loan; D not before the
 * disbursement's next day nor after today; not before the latest version; no payment on or after D (it
 * would move onto the new schedule); an acceleration only after the contract's missed installments.
 */
export async function draftVersion(
  db: Executor,
  loan: LoanRow,
  product: CreditProduct,
  terms: VersionTerms,
): Promise<VersionDraft> {
  if (loan.status !== 'active') throw conflict('wrong_stage', 'Only an active loan gets a new schedule')
  const effectiveOn = terms.effectiveOn
  if (effectiveOn <= loan.disbursedOn || effectiveOn > (await businessDateOf(db)))
    throw badRequest({ effectiveOn: [fieldError('date_out_of_range')] })
  const { ledger, payments } = await loadLedger(db, loan)
  const latest = ledger.versions?.at(-1)
  if (latest && effectiveOn < latest.effectiveOn)
    throw conflict('before_schedule_version', `The latest schedule version starts on ${latest.effectiveOn}`)
  if (payments.some((payment) => payment.paidOn >= effectiveOn))
    throw conflict('payments_after_version_date', 'A payment is dated on or after that day')
  const basis = basisOn(ledger, payments, effectiveOn)
  const loanTerms = {
    annualRateBps: latest?.annualRateBps ?? loan.annualRateBps,
    insuranceMonthlyCents: loan.insuranceMonthlyCents,
    dayCount: loan.dayCount,
  }
  let draft: VersionDraft | null
  if (terms.kind === 'restructure') draft = restructureVersion(basis, loanTerms, terms)
  else if (terms.kind === 'payment_holiday') draft = paymentHolidayVersion(basis, loanTerms, terms.periods)
  else if (terms.kind === 'due_day_change') draft = dueDayChangeVersion(basis, loanTerms, terms.dueDay)
  else {
    const needed = await accelerationAfterMissedOf(db, product)
    if (basis.missedInstallments < needed)
      throw conflict(
        'too_few_missed_installments',
        `${basis.missedInstallments} installments missed; the contract allows it after ${needed}`,
      )
    draft = accelerationVersion(basis, loanTerms)
  }
  if (!draft || draft.principalCents <= 0 || draft.rows.length === 0)
    throw conflict('nothing_to_reschedule', 'No principal or no due date is left to schedule')
  return draft
}

/** A draft (or a stored version) as the screens and the cover page show it. */
export function figuresOf(draft: VersionDraft, terms: VersionTerms): VersionFigures {
  return {
    kind: draft.kind,
    effectiveOn: draft.effectiveOn,
    annualRateBps: draft.annualRateBps,
    principalCents: draft.principalCents,
    capitalisedCents: draft.capitalisedCents,
    capitalisesArrears: draft.capitalisesArrears,
    carriedInterestCents: draft.carriedInterestCents,
    termPeriods: draft.rows.length,
    periods: terms.kind === 'payment_holiday' ? terms.periods : null,
    dueDay: terms.kind === 'due_day_change' ? terms.dueDay : null,
    rows: draft.rows.map((row) => ({
      n: row.n,
      dueDate: row.dueDate,
      principalCents: row.principalCents,
      interestCents: row.interestCents,
      ivaCents: row.ivaCents,
      insuranceCents: row.insuranceCents,
      totalCents: row.principalCents + row.interestCents + row.ivaCents + row.insuranceCents,
    })),
  }
}

const versionPayload = z.object({
  loanId: z.number().int(),
  applicationId: z.number().int(),
  /** The loan's version when asked: a payment or another change meanwhile makes the approval a 409. */
  loanVersion: z.number().int(),
  /** The new principal when asked (the approvals queue shows it). */
  amountCents: z.number().int(),
  terms: versionTermsSchema,
})
type VersionPayload = z.infer<typeof versionPayload>

async function lockedLoan(tx: Transaction, loanId: number) {
  const [row] = await tx
    .select({ loan: loans, application: selectionOf(applications) })
    .from(loans)
    .innerJoin(applications, eq(applications.id, loans.applicationId))
    .where(eq(loans.id, loanId))
    .for('update', { of: loans })
  if (!row) throw notFound('No such loan')
  return row as { loan: LoanRow; application: ApplicationRow }
}

/** Writes the approved version: its record, its rows, the loan's facts and figures, in one transaction. */
async function writeVersion(
  tx: Transaction,
  payload: VersionPayload,
  who: { requestedBy: number; approvedBy: number; approvalId: number },
) {
  const { loan, application } = await lockedLoan(tx, payload.loanId)
  if (loan.version !== payload.loanVersion) throw staleVersion()
  const draft = await draftVersion(tx, loan, application.product, payload.terms)
  const existing = await tx
    .select({ version: loanScheduleVersions.version })
    .from(loanScheduleVersions)
    .where(eq(loanScheduleVersions.loanId, loan.id))
  const version = Math.max(1, ...existing.map((row) => row.version)) + 1
  const figures = figuresOf(draft, payload.terms)
  await tx.insert(loanScheduleVersions).values({
    loanId: loan.id,
    version,
    kind: draft.kind,
    effectiveOn: draft.effectiveOn,
    terms: {
      principalCents: figures.principalCents,
      carriedInterestCents: figures.carriedInterestCents,
      termPeriods: figures.termPeriods,
      periods: figures.periods,
      dueDay: figures.dueDay,
    },
    annualRateBps: draft.annualRateBps,
    capitalisesArrears: draft.capitalisesArrears,
    capitalisedCents: draft.capitalisedCents,
    reason: payload.terms.reason,
    approvalId: who.approvalId,
    requestedByUserId: who.requestedBy,
    approvedByUserId: who.approvedBy,
  })
  await tx.insert(loanInstallments).values(
    draft.rows.map((row) => ({
      loanId: loan.id,
      version,
      n: row.n,
      dueDate: row.dueDate,
      principalCents: row.principalCents,
      interestCents: row.interestCents,
      ivaCents: row.ivaCents,
      insuranceCents: row.insuranceCents,
      periodStart: row.periodStart ?? null,
    })),
  )
  const [updated] = await tx
    .update(loans)
    .set({
      version: loan.version + 1,
      updatedAt: new Date(),
      ...(draft.kind === 'restructure'
        ? { restructureCount: loan.restructureCount + 1, lastRestructuredOn: draft.effectiveOn }
        : {}),
      ...(draft.kind === 'acceleration' ? { acceleratedOn: draft.effectiveOn } : {}),
    })
    .where(eq(loans.id, loan.id))
    .returning()
  await refreshLoanFigures(tx, updated!, await businessDateOf(tx))
  // Issue 34: the loan's history changed from the version's effective date (no journal entry says so).
  await forgetSubledgerFrom(tx, loan.id, draft.effectiveOn)
  await recordAudit(tx, {
    actorUserId: who.approvedBy,
    action: 'loan.schedule_version_written',
    entityType: 'loan',
    entityId: loan.id,
    data: { applicationId: application.id, version, ...figures, rows: figures.rows.length, ...who },
  })
  if (draft.kind === 'acceleration')
    await noticeOfAcceleration(tx, application, updated!, draft.effectiveOn, who.approvedBy)
  await announceLoanChange(tx, application)
  return { version }
}

/** The four kinds, registered at start (apps/api/src/approval-kinds.ts through registerLoanApprovals). */
export function registerVersionApprovals() {
  for (const kind of scheduleVersionKinds)
    registerApprovalKind<VersionPayload>({
      kind: versionApprovalKinds[kind],
      subjectType: 'loan',
      ability: loanPaymentWriter,
      payload: versionPayload,
      execute: (executor, payload, approval) => writeVersion(executor as Transaction, payload, approval),
    })
}

/** Asks a second person to approve a new schedule version (checked now, and again on approval). */
export async function askVersion(
  db: Database,
  application: ApplicationRow,
  loan: LoanRow,
  requestedBy: number,
  request: VersionRequest,
) {
  if (loan.version !== request.version) throw staleVersion()
  const { version: _version, ...terms } = request
  const draft = await draftVersion(db, loan, application.product, terms)
  return db.transaction((tx) =>
    requestApproval(tx, {
      kind: versionApprovalKinds[terms.kind],
      subjectType: 'loan',
      subjectId: loan.id,
      payload: {
        loanId: loan.id,
        applicationId: application.id,
        loanVersion: loan.version,
        amountCents: draft.principalCents,
        terms,
      } satisfies VersionPayload,
      requestedBy,
    }),
  )
}
