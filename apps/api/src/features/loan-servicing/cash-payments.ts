import { and, asc, between, eq, isNull } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { loanPayments, loans } from './loan-servicing.schema'

/**
 * The payments received in cash (at a bank branch, `bank_cash`) between two days (of one application's loan,
 * when given), reversed ones left out:
 * money-laundering prevention reads its relevant operations from these (issue 36).
 */
export async function cashPaymentsBetween(db: Executor, from: string, to: string, applicationId?: number) {
  return db
    .select({
      paymentId: loanPayments.id,
      loanId: loanPayments.loanId,
      applicationId: loans.applicationId,
      amountCents: loanPayments.amountCents,
      paidOn: loanPayments.paidOn,
    })
    .from(loanPayments)
    .innerJoin(loans, eq(loans.id, loanPayments.loanId))
    .where(
      and(
        eq(loanPayments.method, 'bank_cash'),
        between(loanPayments.paidOn, from, to),
        isNull(loanPayments.reversedAt),
        applicationId === undefined ? undefined : eq(loans.applicationId, applicationId),
      ),
    )
    .orderBy(asc(loanPayments.paidOn), asc(loanPayments.id))
}
