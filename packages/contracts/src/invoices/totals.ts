import type { InvoiceStatus } from './catalogs'

/**
 * Invoice arithmetic in integers only: money in centavos, quantities in hundredths (1.5 hours = 150),
 * discounts and tax rates in basis points (16 % = 1600). Every division rounds half up to the centavo,
 * so the same lines give the same figures on the server, in the browser and in the PDF.
 */

/** IVA, Mexico's value-added tax: 16 %. */
export const IVA_BASIS_POINTS = 1600

/** a / b rounded half up, for a ≥ 0 and b > 0 (exact while 2a stays below 2^53). */
export function divideRoundingHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator))
}

export interface InvoiceLineFigures {
  /** Hundredths of an hour or of a unit. */
  quantityHundredths: number
  priceCents: number
  /** 0 to 10 000 (100 %). */
  discountBasisPoints: number
}

export interface LineAmounts {
  /** quantity × price, rounded to the centavo. */
  grossCents: number
  /** The line's discount, rounded to the centavo. */
  discountCents: number
  /** gross − discount. */
  netCents: number
}

export function lineAmounts(line: InvoiceLineFigures): LineAmounts {
  const grossCents = divideRoundingHalfUp(line.quantityHundredths * line.priceCents, 100)
  const discountCents = divideRoundingHalfUp(grossCents * line.discountBasisPoints, 10_000)
  return { grossCents, discountCents, netCents: grossCents - discountCents }
}

export interface InvoiceTotals {
  subtotalCents: number
  discountCents: number
  /** Subtotal less discounts: what the tax is charged on. */
  taxableCents: number
  taxCents: number
  totalCents: number
}

/** The invoice's totals: each line rounded first, tax on the discounted sum, rounded once. */
export function invoiceTotals(
  lines: readonly InvoiceLineFigures[],
  taxBasisPoints = IVA_BASIS_POINTS,
): InvoiceTotals {
  let subtotalCents = 0
  let discountCents = 0
  for (const line of lines) {
    const amounts = lineAmounts(line)
    subtotalCents += amounts.grossCents
    discountCents += amounts.discountCents
  }
  const taxableCents = subtotalCents - discountCents
  const taxCents = divideRoundingHalfUp(taxableCents * taxBasisPoints, 10_000)
  return { subtotalCents, discountCents, taxableCents, taxCents, totalCents: taxableCents + taxCents }
}

/** A decimal with at most two places as hundredths (1.5 → 150); NaN when it has more places. */
export function toHundredths(value: number): number {
  const scaled = value * 100
  const rounded = Math.round(scaled)
  return Math.abs(scaled - rounded) < 1e-6 ? rounded : Number.NaN
}

/**
 * The status after a payment or an edit changed what was paid: nothing owed → Paid; something paid but
 * not all of it → Past Due once the due date has passed, else Partial Payment. Dates are YYYY-MM-DD.
 * With nothing paid the status stays what it was (Draft, Sent, Downloaded or Past Due).
 */
export function statusAfterPayments(input: {
  current: InvoiceStatus
  totalCents: number
  paidCents: number
  dueDate: string
  today: string
}): InvoiceStatus {
  if (input.paidCents <= 0)
    return input.current === 'Paid' || input.current === 'Partial Payment' ? 'Sent' : input.current
  if (input.paidCents >= input.totalCents) return 'Paid'
  return input.dueDate < input.today ? 'Past Due' : 'Partial Payment'
}

/** Statuses the daily sweep turns into Past Due once the due date has passed with money still owed. */
export const pastDueCandidates: readonly InvoiceStatus[] = ['Sent', 'Downloaded', 'Partial Payment']
