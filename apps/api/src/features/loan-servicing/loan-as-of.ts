import { fieldError } from '@mesa/contracts'
import { badRequest } from '../../lib/http-errors'
import type { LoanRow } from './loan-record'

/*
 * Loans as of a date (issue 33, docs/domain.md "Loans as of a date"): any date from the disbursement on,
 * past or future, is answered by replaying the ledger with the payments whose value date is on or before
 * it. A correction made later (a reversal, a back-dated payment) is part of the answer for every date it
 * touches: the as-of view is the ledger as known now, not a copy of what the screen said then.
 */

/** The as-of date of a loan read, refused (400 naming `field`) before the loan existed. */
export function checkedAsOf(loan: Pick<LoanRow, 'disbursedOn'>, date: string, field: string) {
  if (date < loan.disbursedOn) throw badRequest({ [field]: [fieldError('date_out_of_range')] })
  return date
}

export const earlierOf = (a: string, b: string) => (a < b ? a : b)
