/**
 * Exact money arithmetic in integer centavos. Shares of an amount are computed as fractions of integers
 * (BigInt, so nothing is lost to binary floating point) and rounded half to even at the centavo, the
 * rounding that does not drift upward over many rows ("banker's rounding").
 */
export const IVA_BPS = 1600

/** numerator / denominator rounded half to even; both integers, denominator > 0. */
export function divideHalfEven(numerator: bigint, denominator: bigint): number {
  const negative = numerator < 0n
  const magnitude = negative ? -numerator : numerator
  let quotient = magnitude / denominator
  const twiceRemainder = (magnitude % denominator) * 2n
  if (twiceRemainder > denominator || (twiceRemainder === denominator && quotient % 2n === 1n)) quotient += 1n
  return Number(negative ? -quotient : quotient)
}

/** `bps` basis points of an amount in centavos (1600 = 16 %), exact and rounded half to even. */
export function shareOf(amountCents: number, bps: number): number {
  return divideHalfEven(BigInt(amountCents) * BigInt(bps), 10_000n)
}

/** A month's interest on a balance at a nominal annual rate in basis points (rate / 12 per month). */
export function monthlyInterest(balanceCents: number, annualRateBps: number): number {
  return divideHalfEven(BigInt(balanceCents) * BigInt(annualRateBps), 120_000n)
}

/** Interest on a balance for `days` days over a 360-day year (the broken first period), half to even. */
export function periodInterest(balanceCents: number, annualRateBps: number, days: number): number {
  return divideHalfEven(BigInt(balanceCents) * BigInt(annualRateBps) * BigInt(days), 3_600_000n)
}

/** A calendar date `months` after an ISO date (YYYY-MM-DD), clamped to the month's last day (Jan 31 + 1 = Feb 28). */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number]
  const target = new Date(Date.UTC(year, month - 1 + months, 1))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(day, lastDay))
  return target.toISOString().slice(0, 10)
}
