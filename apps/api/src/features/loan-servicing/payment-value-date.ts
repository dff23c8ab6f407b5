import { fieldError, paymentBackdatingDaysOf } from '@mesa/contracts'
import { businessDateOf } from '../business-date'
import type { Executor } from '../../db/client'
import { badRequest } from '../../lib/http-errors'
import { addDays } from '../../lending'
import type { ApplicationRow } from '../credit-applications'
import { currentPolicy } from '../credit-policy'
import type { LoanRow } from './loan-record'

/**
 * A payment's value date (`paidOn`, the day the money arrived) is within the window (issue 33): never in
 * the future, never before the disbursement, and at most the product's credit policy's
 * `paymentBackdatingDays` before today (30 when the policy names none), so a stale bank statement cannot
 * rewrite months of a loan's history without a correction's paper trail. A 400 names `paidOn`; past the
 * window it carries the limit in days (`value_date_too_old:30`). A payment of today reads no policy.
 */
export async function checkValueDate(
  db: Executor,
  application: Pick<ApplicationRow, 'product'>,
  loan: Pick<LoanRow, 'disbursedOn'>,
  paidOn: string,
) {
  const today = await businessDateOf(db)
  if (paidOn > today || paidOn < loan.disbursedOn)
    throw badRequest({ paidOn: [fieldError('date_out_of_range')] })
  if (paidOn === today) return
  const days = paymentBackdatingDaysOf((await currentPolicy(db, application.product)).terms)
  if (paidOn < addDays(today, -days)) throw badRequest({ paidOn: [fieldError('value_date_too_old', days)] })
}
