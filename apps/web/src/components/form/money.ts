/**
 * Money in forms: people type pesos ("1,250.50"), the API takes integer centavos (contracts). Text that is
 * not an amount is kept as NaN so the contract's schema rejects it with its own code.
 */
export function pesosTextToCents(text: string): number | null {
  const cleaned = text.replace(/[\s,$]/g, '')
  if (cleaned === '') return null
  if (!/^\d+(\.\d{0,2})?$/.test(cleaned)) return Number.NaN
  const [whole = '0', fraction = ''] = cleaned.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

/** Centavos as the pesos text a field shows ('' when empty). */
export function centsToPesosText(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || Number.isNaN(cents)) return ''
  const whole = Math.trunc(cents / 100)
  const fraction = Math.abs(cents % 100)
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0')}`
}
