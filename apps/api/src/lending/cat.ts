/**
 * The CAT (Costo Anual Total) as Banco de México defines it (Circular 21/2009, "Disposiciones en materia de
 * registro de comisiones" and its CAT methodology): the annual rate `i` that equates what the customer
 * receives with everything they pay, without IVA:
 *
 *   Σ A_j / (1 + i)^(t_j)  =  Σ B_k / (1 + i)^(s_k)
 *
 * with t, s in years. Monthly payments fall at s_k = k/12, so with the monthly rate m = (1 + i)^(1/12) − 1
 * the equation is the internal rate of return of the monthly flows; i = (1 + m)^12 − 1.
 */
export function monthlyIrr(disbursedCents: number, paymentsCents: readonly number[]): number {
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

/** The CAT in percent, to one decimal, for monthly payments (IVA excluded from the flows by the caller). */
export function catPercent(disbursedCents: number, paymentsCents: readonly number[]): number {
  const monthly = monthlyIrr(disbursedCents, paymentsCents)
  const annual = (1 + monthly) ** 12 - 1
  return Math.round(annual * 1000) / 10
}
