import { and, gte, isNull, lte, or } from 'drizzle-orm'
import type { Periodicity } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { loanStateOn, loanSummary, rowOutstanding } from '../../lending'
import { loadLedger } from './loan-record'
import { loans } from './loan-servicing.schema'

/** One loan as the credit bureau's monthly file reports it (issue 36), every figure as of `asOf`. */
export interface LoanBureauFigures {
  applicationId: number
  principalCents: number
  disbursedOn: string
  periodicity: Periodicity
  /** The number of payments agreed (the current schedule's count for a restructured loan). */
  paymentCount: number
  /** The regular payment: the installment falling due next on or after `asOf` (0 once none is left). */
  paymentCents: number
  balanceCents: number
  pastDueCents: number
  /** Installments whose due date passed unpaid (in full or in part). */
  pastDuePayments: number
  daysPastDue: number
  /** No installment had fallen due by `asOf` (the bureau rates such an account "too recent"). */
  noneDueYet: boolean
  lastPaymentOn: string | null
  paidOffOn: string | null
  writtenOffOn: string | null
  restructuredOn: string | null
}

/**
 * Every loan disbursed by `asOf` and still open on `from` (paid off on or after it, or not at all), replayed to
 * `asOf` from its ledger: the payments whose value date is on or before it, late interest to it. The month's
 * bureau file reads it (issue 36), so its figures are the as-of figures the loan's screen gives for that day.
 * One ledger read per loan: fine for the monthly job, which runs off the request path.
 */
export async function loanBureauFigures(
  db: Executor,
  from: string,
  asOf: string,
): Promise<LoanBureauFigures[]> {
  const rows = await db
    .select()
    .from(loans)
    .where(and(lte(loans.disbursedOn, asOf), or(isNull(loans.paidOffOn), gte(loans.paidOffOn, from))))
    .orderBy(loans.id)
  const figures: LoanBureauFigures[] = []
  for (const loan of rows) {
    const { ledger, payments } = await loadLedger(db, loan)
    const state = loanStateOn(ledger, payments, asOf)
    if (state.paidOffOn && state.paidOffOn < from) continue
    const summary = loanSummary(state)
    const next = state.installments.find((row) => row.dueDate >= asOf)
    const paidBy = payments.filter((payment) => payment.paidOn <= asOf).map((payment) => payment.paidOn)
    const restructuredOn =
      loan.lastRestructuredOn && loan.lastRestructuredOn <= asOf ? loan.lastRestructuredOn : null
    figures.push({
      applicationId: loan.applicationId,
      principalCents: loan.principalCents,
      disbursedOn: loan.disbursedOn,
      periodicity: loan.periodicity,
      paymentCount: state.installments.length,
      paymentCents: next ? next.principalCents + next.interestCents + next.ivaCents + next.insuranceCents : 0,
      balanceCents: state.paidOffOn ? 0 : summary.balanceCents,
      pastDueCents: state.paidOffOn ? 0 : summary.overdueCents,
      pastDuePayments: state.installments.filter((row) => row.dueDate < asOf && rowOutstanding(row) > 0)
        .length,
      daysPastDue: state.paidOffOn ? 0 : summary.daysPastDue,
      noneDueYet: !state.installments.some((row) => row.dueDate <= asOf),
      lastPaymentOn: paidBy.length > 0 ? paidBy.sort().at(-1)! : null,
      paidOffOn: state.paidOffOn,
      writtenOffOn: loan.writtenOffOn && loan.writtenOffOn <= asOf ? loan.writtenOffOn : null,
      restructuredOn,
    })
  }
  return figures
}
