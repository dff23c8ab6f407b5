/**
 * Exact money arithmetic in integer centavos. Shares of an amount are computed as fractions of integers
 * (BigInt, so nothing is lost to binary floating point) and rounded half to even at the centavo, the
 * rounding that does not drift upward over many rows ("banker's rounding").
 */

/** An amount of money in integer centavos (100 = one peso). Never a float, never pesos. */
export type Cents = number
/** A rate or a share in basis points (1600 = 16 %, 5800 = 58 % a year). */
export type Bps = number

/** IVA, the value-added tax on interest, fees and insurance (Ley del IVA, 16 %): the one place it is written. */
export const IVA_BPS: Bps = 1600

/** Interés moratorio as a multiple of the ordinary rate, in basis points (15000 = 1.5 ×), per the contract. */
export const LATE_INTEREST_FACTOR_BPS: Bps = 15_000
/** The year of daily interest: 360 days, as Mexican lenders count. */
export const DAY_COUNT_BASIS = 360

/** numerator / denominator rounded half to even; both integers, denominator > 0. */
export function divideHalfEven(numerator: bigint, denominator: bigint): Cents {
  const negative = numerator < 0n
  const magnitude = negative ? -numerator : numerator
  let quotient = magnitude / denominator
  const twiceRemainder = (magnitude % denominator) * 2n
  if (twiceRemainder > denominator || (twiceRemainder === denominator && quotient % 2n === 1n)) quotient += 1n
  return Number(negative ? -quotient : quotient)
}

/** `bps` basis points of an amount in centavos (1600 = 16 %), exact and rounded half to even. */
export function shareOf(amountCents: Cents, bps: Bps): Cents {
  return divideHalfEven(BigInt(amountCents) * BigInt(bps), 10_000n)
}

/** Interest on a balance for `days` days over a 360-day year (the broken first period), half to even. */
export function periodInterest(balanceCents: number, annualRateBps: number, days: number): number {
  return divideHalfEven(BigInt(balanceCents) * BigInt(annualRateBps) * BigInt(days), 3_600_000n)
}

/** The IVA on an amount of interest, fee or insurance, half to even at the centavo. */
export const ivaOf = (amountCents: Cents): Cents => shareOf(amountCents, IVA_BPS)
