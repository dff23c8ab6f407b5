/*
 * The IVA of a concepto as Anexo 20's guide (Guía de llenado del CFDI 4.0, "Importe" of a Traslado) asks: the
 * Base times the TasaOCuota, rounded to the currency's decimals (2 for MXN) half up; and the range the SAT's
 * validation accepts around it: from (Base − ½·10⁻²)·Tasa truncated to (Base + ½·10⁻²)·Tasa rounded up. All in
 * integer centavos with the rate of 16 % as 16/100, so nothing passes through a float.
 *
 * For a base in whole centavos 16 % never lands on an exact half centavo (b·16 ≡ 50 mod 100 has no integer
 * solution: 8b would have to be odd), so this rounding and Mesa's half-to-even (lending/money.ts ivaOf) always
 * agree: the IVA the payment charged is the IVA the invoice shows.
 */
const RATE_NUMERATOR = 16n
const RATE_DENOMINATOR = 100n

const floorDiv = (a: bigint, b: bigint) => (a >= 0n ? a / b : -((-a + b - 1n) / b))
const ceilDiv = (a: bigint, b: bigint) => -floorDiv(-a, b)

/** IVA at 16 % of a base in centavos, rounded half up at the centavo (the SAT's rule). */
export function ivaSatCents(baseCents: number): number {
  const scaled = BigInt(baseCents) * RATE_NUMERATOR * 2n + RATE_DENOMINATOR
  return Number(floorDiv(scaled, RATE_DENOMINATOR * 2n))
}

/** The IVA amounts (centavos) the SAT accepts for a base: [lower, upper]. */
export function ivaToleranceCents(baseCents: number): [number, number] {
  // (Base ∓ 0.005 pesos) = (2·b ∓ 1)/2 centavos; times 16/100.
  const lower = floorDiv((2n * BigInt(baseCents) - 1n) * RATE_NUMERATOR, 2n * RATE_DENOMINATOR)
  const upper = ceilDiv((2n * BigInt(baseCents) + 1n) * RATE_NUMERATOR, 2n * RATE_DENOMINATOR)
  return [Number(lower), Number(upper)]
}
