import type { CreditPolicyTerms } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { nonBusinessDaysOf } from '../business-calendar'
import type { LoanOpeningProduct } from './loan-product'

/**
 * The product shape a loan opens with (issue 33): monthly, one payment a month of the term (the
 * authorisation carries no periodicity yet), and, unless the product's policy says otherwise, due dates
 * moved off weekends and holidays: the business calendar from the disbursement's year through two years
 * past the term (a moved date may cross into the next year).
 */
export async function openingProductOf(
  db: Executor,
  terms: Pick<CreditPolicyTerms, 'dueDatesOnBusinessDays'>,
  disbursedOn: string,
  termMonths: number,
): Promise<LoanOpeningProduct> {
  const product: LoanOpeningProduct = { periodicity: 'monthly', termPeriods: termMonths }
  if (terms.dueDatesOnBusinessDays === false) return product
  const fromYear = Number(disbursedOn.slice(0, 4))
  const toYear = fromYear + Math.ceil(termMonths / 12) + 2
  return { ...product, nonBusinessDays: await nonBusinessDaysOf(db, fromYear, toYear) }
}
