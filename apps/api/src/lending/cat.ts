import type { Periodicity } from '@mesa/contracts'
import { periodsPerYear } from './periodicity'

/**
 * The CAT (Costo Anual Total) as Banco de México defines it (Circular 21/2009, "Disposiciones en materia de
 * registro de comisiones" and its CAT methodology): the annual rate `i` that equates what the customer
 * receives with everything they pay, without IVA:
 *
 *   Σ A_j / (1 + i)^(t_j)  =  Σ B_k / (1 + i)^(s_k)
 *
 * with t, s in years. Monthly payments fall at s_k = k/12, so with the monthly rate m = (1 + i)^(1/12) − 1
 * the equation is the internal rate of return of the monthly flows; i = (1 + m)^12 − 1. Weekly, every two
 * weeks or twice a month the same holds with 52, 26 or 24 periods a year.
 */
export function periodIrr(disbursedCents: number, paymentsCents: readonly number[]): number {
  const presentValue = (rate: number) =>
    paymentsCents.reduce((sum, payment, index) => sum + payment / (1 + rate) ** (index + 1), 0)
  const paid = paymentsCents.reduce((sum, payment) => sum + payment, 0)
  if (paid <= disbursedCents) return 0
  // Present value falls as the rate rises: bisection between 0 and a rate high enough is robust and exact enough.
  let low = 0
  let high = 1
  while (presentValue(high) > disbursedCents) high *= 2
  for (let step = 0; step < 200 && high - low > 1e-15; step += 1) {
    const middle = (low + high) / 2
    if (presentValue(middle) > disbursedCents) low = middle
    else high = middle
  }
  return (low + high) / 2
}

/**
 * The CAT in percent, to one decimal, for payments at regular periods (IVA excluded from the flows by the
 * caller): payment k falls at t_k = k / periods a year, so i = (1 + m)^(periods a year) − 1 with m the
 * rate per period (12 monthly, 24 twice a month, 26 every two weeks, 52 weekly).
 */
export function catPercent(
  disbursedCents: number,
  paymentsCents: readonly number[],
  periodicity: Periodicity = 'monthly',
): number {
  const periodic = periodIrr(disbursedCents, paymentsCents)
  const annual = (1 + periodic) ** periodsPerYear(periodicity) - 1
  return Math.round(annual * 1000) / 10
}
