import type { CreditPolicyTerms, Periodicity } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { nonBusinessDaysOf } from '../business-calendar'
import type { LoanOpeningProduct } from './loan-product'

/**
 * The product shape a loan opens with (issue 33): the authorised periodicity and number of payments
 * (monthly, one payment a month of the term, for terms authorised before periodicity or requested without
 * an authorisation), and, unless the product's policy says otherwise, due dates moved off weekends and
 * holidays: the business calendar from the disbursement's year through two years past the term (a moved
 * date may cross into the next year).
 */
export async function openingProductOf(
  db: Executor,
  terms: Pick<CreditPolicyTerms, 'dueDatesOnBusinessDays'>,
  disbursedOn: string,
  term: { termMonths: number; periodicity?: Periodicity; termPeriods?: number },
): Promise<LoanOpeningProduct> {
  const product: LoanOpeningProduct = {
    periodicity: term.periodicity ?? 'monthly',
    termPeriods: term.termPeriods ?? term.termMonths,
  }
  if (terms.dueDatesOnBusinessDays === false) return product
  const fromYear = Number(disbursedOn.slice(0, 4))
  const toYear = fromYear + Math.ceil(term.termMonths / 12) + 2
  return { ...product, nonBusinessDays: await nonBusinessDaysOf(db, fromYear, toYear) }
}
