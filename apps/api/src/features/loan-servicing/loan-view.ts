import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm'
import { loanApprovalKinds } from '@mesa/contracts'
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
import { fieldError, businessToday } from '@mesa/contracts'
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
import { statementDisclosuresOf } from './statement-disclosures'
import { loadLedger, type LoanRow } from './loan-record'
import { loanCreditMovements, loanPayments, loans } from './loan-servicing.schema'
import { selectionOf } from '../../lib/read-models'

const registrars = userDirectoryAs('registrar')
const reversers = userDirectoryAs('reverser')

/** Every payment of the loan, reversed ones too, with how the ledger applied it (null once reversed). */
async function paymentsOf(db: Executor, loan: LoanRow, state: LoanState): Promise<LoanPayment[]> {
  const rows = await db
    .select({ payment: loanPayments, registeredBy: registrars.fullName, reversedBy: reversers.fullName })
    .from(loanPayments)
    .leftJoin(registrars, eq(registrars.id, loanPayments.registeredByUserId))
    .leftJoin(reversers, eq(reversers.id, loanPayments.reversedByUserId))
    .where(eq(loanPayments.loanId, loan.id))
    .orderBy(asc(loanPayments.paidOn), asc(loanPayments.id))
  return rows.map(({ payment, registeredBy, reversedBy }) => ({
    id: payment.id,
    amountCents: payment.amountCents,
    paidOn: payment.paidOn,
    method: payment.method,
    reference: payment.reference,
    prepaymentChoice: payment.prepaymentChoice,
    registeredBy: registeredBy ?? null,
    reversed: payment.reversedAt
      ? { reason: payment.reversalReason ?? '', at: payment.reversedAt.toISOString(), by: reversedBy ?? null }
      : null,
    allocation: payment.reversedAt ? null : (state.allocations.get(payment.id) ?? null),
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

/** The loan as the payments tab shows it, on today's date (or its payoff date once paid off). */
export async function loanDetail(
  db: Executor,
  loan: LoanRow,
  application: ApplicationRow,
): Promise<LoanDetail> {
  const today = businessToday()
  const { ledger, payments } = await loadLedger(db, loan)
  const state = loanStateOn(ledger, payments, today)
  const creditMovements = await creditMovementsOf(db, loan)
  const paidOut = creditMovements.reduce((total, movement) => total + movement.amountCents, 0)
  return {
    id: loan.id,
    version: loan.version,
    status: state.paidOffOn ? 'paid_off' : 'active',
    principalCents: loan.principalCents,
    annualRateBps: loan.annualRateBps,
    termMonths: loan.termMonths,
    openingFeeBps: loan.openingFeeBps,
    insuranceMonthlyCents: loan.insuranceMonthlyCents,
    disbursedOn: loan.disbursedOn,
    paidOffOn: state.paidOffOn,
    asOf: today,
    summary: loanSummary(state),
    schedule: state.installments.map((row) => installmentView(row, today)),
    payments: await paymentsOf(db, loan, state),
    periods: periodsBetween(loan.disbursedOn, state.paidOffOn ?? today).reverse(),
    dayCount: loan.dayCount,
    creditBalanceCents: unappliedOf(state) - paidOut,
    creditMovements,
    creditTargets: await creditTargetsOf(db, application),
    pendingApprovals: await pendingApprovalsOf(db, loan),
  }
}

/** What settles the loan on a date (today or later; not before its last payment or its disbursement). */
export async function payoffQuote(db: Executor, loan: LoanRow, on: string): Promise<PayoffQuote> {
  const { ledger, payments } = await loadLedger(db, loan)
  const lastPayment = payments.reduce(
    (last, payment) => (payment.paidOn > last ? payment.paidOn : last),
    loan.disbursedOn,
  )
  if (on < lastPayment) throw badRequest({ on: [fieldError('date_out_of_range')] })
  return payoffParts(loanStateOn(ledger, payments, on), ledger, on)
}

/** The statement of a calendar month: balances at its ends, what fell due, what was paid and how. */
export async function statementOf(
  db: Executor,
  application: ApplicationRow,
  loan: LoanRow,
  period: string,
): Promise<Statement> {
  const { from, to } = periodBounds(period)
  const today = businessToday()
  if (period < loan.disbursedOn.slice(0, 7) || from > today)
    throw badRequest({ period: [fieldError('date_out_of_range')] })
  const { ledger, payments } = await loadLedger(db, loan)
  const opening = loanStateOn(ledger, payments, addDays(from, -1))
  const closing = loanStateOn(ledger, payments, to < today ? to : today)
  const closingSummary = loanSummary(closing)
  const allPayments = await paymentsOf(db, loan, closing)
  const lateInterestAccruedCents = closing.lateAccruedCents - opening.lateAccruedCents
  const disclosures = await statementDisclosuresOf(
    db,
    application,
    loan,
    { ledger, closing, from, to, lateInterestCents: lateInterestAccruedCents },
    { nextDueDate: closingSummary.nextDueDate, nextDueCents: closingSummary.nextDueCents },
  )
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
  }
}
