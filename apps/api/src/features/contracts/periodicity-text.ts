import { PERIODICITY_ES, type ContractTerms, type Periodicity } from '@mesa/contracts'

type TermsWithPayments = Pick<ContractTerms, 'termMonths' | 'periodicity' | 'termPeriods'>

/** Issue 33: the payments a version states: its periodicity's, or one a month of the term (monthly). */
export const paymentsOf = (terms: TermsWithPayments) => ({
  periodicity: terms.periodicity ?? ('monthly' as Periodicity),
  count: terms.termPeriods ?? terms.termMonths,
})

/** "24 pagos mensuales", "52 pagos catorcenales". */
export const paymentsPhrase = (terms: TermsWithPayments) => {
  const { periodicity, count } = paymentsOf(terms)
  return `${count} pagos ${PERIODICITY_ES[periodicity].many}`
}

/** "mensual", "catorcenal": one payment's word. */
export const paymentWord = (terms: TermsWithPayments) => PERIODICITY_ES[paymentsOf(terms).periodicity].one

/** The interest clause's periods: "meses de doce por año", "catorcenas de veintiséis por año". */
export const interestPeriodsPhrase = (terms: Pick<ContractTerms, 'periodicity'>) =>
  PERIODICITY_ES[terms.periodicity ?? 'monthly'].perYear
