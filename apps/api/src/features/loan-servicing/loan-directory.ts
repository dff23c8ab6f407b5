import { QueryBuilder } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/client'
import { loanPayments, loans } from './loan-servicing.schema'

// Issue 37: other features read loans through this read model (a subquery PostgreSQL pulls up into the caller's
// join), never the table; writing through it is a type error.

/** Each loan's application, principal, disbursement and today's standing (balance, arrears bucket). */
export const loanDirectory = new QueryBuilder()
  .select({
    id: loans.id,
    applicationId: loans.applicationId,
    principalCents: loans.principalCents,
    disbursedOn: loans.disbursedOn,
    status: loans.status,
    paidOffOn: loans.paidOffOn,
    balanceCents: loans.balanceCents,
    /** What falls due next (arrears included): a bank line of this amount is likely this loan's payment. */
    nextDueCents: loans.nextDueCents,
    daysPastDue: loans.daysPastDue,
    /** The next installment's due date (issue 35: courtesy reminders a few days before it). */
    nextDueDate: loans.nextDueDate,
    bucket: loans.bucket,
  })
  .from(loans)
  .as('loan_directory')

/** Each payment of a loan with how it was applied (issue 34: the demo's CFDI of the interest and fees it collected). */
export const loanPaymentDirectory = new QueryBuilder()
  .select({
    id: loanPayments.id,
    loanId: loanPayments.loanId,
    amountCents: loanPayments.amountCents,
    paidOn: loanPayments.paidOn,
    method: loanPayments.method,
    allocation: loanPayments.allocation,
    reversedAt: loanPayments.reversedAt,
  })
  .from(loanPayments)
  .as('loan_payment_directory')

/** The day each application's loan was disbursed, by application id (the demo's funding matches its loans). */
export async function loanDisbursementDays(db: Executor): Promise<Map<number, string>> {
  const rows = await db
    .select({ applicationId: loans.applicationId, disbursedOn: loans.disbursedOn })
    .from(loans)
  return new Map(rows.map((loan) => [loan.applicationId, loan.disbursedOn]))
}
