import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm'
import { DEFAULT_ACCELERATION_AFTER_MISSED, loanApprovalKinds } from '@mesa/contracts'
import type {
  CreditMovement,
  LoanDetail,
  PendingLoanApproval,
  LoanPayment,
  PayoffQuote,
  Statement,
} from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { approvalDirectory } from '../approvals'
import { applicationDirectory } from '../credit-applications'
import { userDirectoryAs } from '../users'
import { badRequest } from '../../lib/http-errors'
import { fieldError } from '@mesa/contracts'
import { checkedAsOf, earlierOf } from './loan-as-of'
import type { LoanRead, PaymentRecord } from './loan-read'
import type { ApplicationRow } from '../credit-applications'
import {
  addDays,
  periodBounds,
  periodsBetween,
  loanStateOn,
  payoffParts,
  unappliedOf,
  type LoanState,
  installmentView,
  loanSummary,
} from '../../lending'
import { creditTargetsOf } from './loan-credit'
import { loanVersionsOf } from './loan-versions-view'
import { allocationRulesOf } from './loan-allocations'
import type { LoanRow } from './loan-record'
import { loanCreditMovements, loans } from './loan-servicing.schema'
import { delinquencyPolicyIn, loanDelinquencyOf } from './loan-delinquency'
import { currentPolicy } from '../credit-policy'
import { statementDisclosuresOf } from './statement-disclosures'
import { selectionOf } from '../../lib/read-models'
import { loanProductOf } from './loan-product'
import { businessDateOf } from '../business-date'
import { paymentReferenceOfRead } from './loan-payment-reference'

/**
 * The payments made by `asOf` (later ones had not happened yet). Each with the allocation stored when it was
 * posted (issue 33: a statement never changes after the fact), the replay's only for one posted before
 * allocations were stored.
 */
function paymentsAsOf(records: PaymentRecord[], state: LoanState): LoanPayment[] {
  return records
    .filter((record) => record.paidOn <= state.asOf)
    .map(({ storedAllocation, ...record }) => ({
      ...record,
      allocation: record.reversed ? null : (storedAllocation ?? state.allocations.get(record.id) ?? null),
    }))
}

const movers = userDirectoryAs('mover')

/** Credit that went out of the loan (refunds, amounts applied to other loans), newest first. */
async function creditMovementsOf(db: Executor, loan: LoanRow): Promise<CreditMovement[]> {
  const rows = await db
    .select({
      movement: loanCreditMovements,
      by: movers.fullName,
      targetApplicationId: loans.applicationId,
      targetFolio: applicationDirectory.folio,
    })
    .from(loanCreditMovements)
    .leftJoin(movers, eq(movers.id, loanCreditMovements.recordedByUserId))
    .leftJoin(loans, eq(loans.id, loanCreditMovements.targetLoanId))
    .leftJoin(applicationDirectory, eq(applicationDirectory.id, loans.applicationId))
    .where(and(eq(loanCreditMovements.loanId, loan.id), isNull(loanCreditMovements.cancelledAt)))
    .orderBy(desc(loanCreditMovements.id))
  return rows.map(({ movement, by, targetApplicationId, targetFolio }) => ({
    id: movement.id,
    kind: movement.kind,
    amountCents: movement.amountCents,
    on: movement.on,
    reference: movement.reference,
    target:
      targetApplicationId !== null && targetFolio !== null
        ? { applicationId: targetApplicationId, folio: targetFolio }
        : null,
    by: by ?? null,
    at: movement.recordedAt.toISOString(),
  }))
}

const askers = userDirectoryAs('asker')

/** The reversals and refunds of this loan waiting for a second person (the web shows them as such). */
async function pendingApprovalsOf(db: Executor, loan: LoanRow): Promise<PendingLoanApproval[]> {
  const rows = await db
    .select({ request: selectionOf(approvalDirectory), by: askers.fullName })
    .from(approvalDirectory)
    .leftJoin(askers, eq(askers.id, approvalDirectory.requestedBy))
    .where(
      and(
        eq(approvalDirectory.subjectType, 'loan'),
        eq(approvalDirectory.subjectId, String(loan.id)),
        eq(approvalDirectory.status, 'pending'),
        inArray(approvalDirectory.kind, [...loanApprovalKinds]),
      ),
    )
    .orderBy(asc(approvalDirectory.id))
  return rows.map(({ request, by }) => {
    const payload = request.payload as { paymentId?: number; amountCents: number }
    return {
      id: request.id,
      kind: request.kind as PendingLoanApproval['kind'],
      requestedBy: by ?? null,
      requestedById: request.requestedBy,
      requestedAt: request.requestedAt.toISOString(),
      paymentId: payload.paymentId ?? null,
      amountCents: payload.amountCents,
      version: request.version,
    }
  })
}

/**
 * The loan as the payments tab shows it on `asOf` (the business day when absent), past or future: the
 * schedule's states, the figures, the payments made by then and the credit balance as they stood or will
 * stand that day (its payoff date once paid off by then). Built from the request's one read of the loan.
 */
export async function loanDetail(
  db: Executor,
  read: LoanRead,
  application: ApplicationRow,
  asOf?: string,
): Promise<LoanDetail> {
  const { loan, ledger, payments } = read
  const today = await businessDateOf(db)
  const on = checkedAsOf(loan, asOf ?? today, 'asOf')
  const state = loanStateOn(ledger, payments, on)
  // The page's other reads are independent of each other: side by side (a pooled server runs them at once).
  // The credit policy is read once for the delinquency and the acceleration rule (the payment route's own).
  const [movements, creditTargets, pendingApprovals, policy, howToPay] = await Promise.all([
    creditMovementsOf(db, loan),
    creditTargetsOf(db, application),
    pendingApprovalsOf(db, loan),
    read.policy ?? currentPolicy(db, application.product),
    paymentReferenceOfRead(db, read),
  ])
  const creditMovements = movements.filter((movement) => movement.on <= on)
  const paidOut = creditMovements.reduce((total, movement) => total + movement.amountCents, 0)
  const accelerationAfterMissed = policy.terms.accelerationAfterMissed ?? DEFAULT_ACCELERATION_AFTER_MISSED
  return {
    id: loan.id,
    version: loan.version,
    status: state.paidOffOn ? 'paid_off' : loan.status === 'written_off' ? 'written_off' : 'active',
    principalCents: loan.principalCents,
    annualRateBps: loan.annualRateBps,
    termMonths: loan.termMonths,
    openingFeeBps: loan.openingFeeBps,
    insuranceMonthlyCents: loan.insuranceMonthlyCents,
    disbursedOn: loan.disbursedOn,
    paidOffOn: state.paidOffOn,
    asOf: on,
    summary: loanSummary(state),
    schedule: state.installments.map((row) => installmentView(row, on)),
    payments: paymentsAsOf(read.records, state),
    // A statement exists for every month up to today's (a future as-of date adds none).
    periods: periodsBetween(loan.disbursedOn, earlierOf(state.paidOffOn ?? on, today)).reverse(),
    dayCount: loan.dayCount,
    creditBalanceCents: unappliedOf(state) - paidOut,
    creditMovements,
    creditTargets,
    pendingApprovals,
    versions: await loanVersionsOf(db, read, state, accelerationAfterMissed),
    allocationRules: allocationRulesOf(loan, state),
    delinquency: loanDelinquencyOf(loan, { ledger, payments, state }, delinquencyPolicyIn(policy)),
    product: loanProductOf(loan),
    paymentReference: howToPay.reference,
    referencedClabe: howToPay.clabe,
  }
}

/**
 * What settles the loan on a date, past, present or future (not before its disbursement): the ledger with
 * the payments made by then. `field` names the query parameter the date came in (`on` or `asOf`).
 */
export function payoffQuote(read: LoanRead, on: string, field: 'on' | 'asOf' = 'on'): PayoffQuote {
  const date = checkedAsOf(read.loan, on, field)
  return payoffParts(loanStateOn(read.ledger, read.payments, date), read.ledger, date)
}

/** The statement of a calendar month: balances at its ends, what fell due, what was paid and how. */
export async function statementOf(
  db: Executor,
  application: ApplicationRow,
  read: LoanRead,
  period: string,
  today: string,
): Promise<Statement> {
  const { loan } = read
  const { from, to } = periodBounds(period)
  if (period < loan.disbursedOn.slice(0, 7) || from > today)
    throw badRequest({ period: [fieldError('date_out_of_range')] })
  const { ledger, payments } = read
  const opening = loanStateOn(ledger, payments, addDays(from, -1))
  const closing = loanStateOn(ledger, payments, to < today ? to : today)
  const closingSummary = loanSummary(closing)
  const allPayments = paymentsAsOf(read.records, closing)
  const lateInterestAccruedCents = closing.lateAccruedCents - opening.lateAccruedCents
  const [disclosures, howToPay] = await Promise.all([
    statementDisclosuresOf(
      db,
      application,
      loan,
      { ledger, closing, from, to, lateInterestCents: lateInterestAccruedCents },
      { nextDueDate: closingSummary.nextDueDate, nextDueCents: closingSummary.nextDueCents },
    ),
    paymentReferenceOfRead(db, read),
  ])
  return {
    folio: application.folio,
    applicantName: application.applicantName,
    period,
    from,
    to,
    openingBalanceCents: from <= loan.disbursedOn ? loan.principalCents : loanSummary(opening).balanceCents,
    closingBalanceCents: closingSummary.balanceCents,
    lateInterestAccruedCents,
    daysPastDue: closingSummary.daysPastDue,
    bucket: closingSummary.bucket,
    installmentsDue: closing.installments
      .filter((row) => row.dueDate >= from && row.dueDate <= to)
      .map((row) => installmentView(row, closing.asOf)),
    payments: allPayments.filter((payment) => payment.paidOn >= from && payment.paidOn <= to),
    ...disclosures,
    paymentReference: howToPay.reference,
    referencedClabe: howToPay.clabe,
  }
}
