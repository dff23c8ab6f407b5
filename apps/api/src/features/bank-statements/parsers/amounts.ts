/**
 * Decimal text to integer centavos without floating point: "1,234.56" with thousands "," and decimal "." is
 * 123456. More than two decimals (other than trailing zeros), letters, or an empty amount answer null: a
 * bank amount is exact, and guessing would post a wrong payment.
 */
export function centsOf(text: string, decimalMark: '.' | ',', thousandsMark: string): number | null {
  let value = text.trim().replace(/\s/g, '')
  if (thousandsMark && thousandsMark !== decimalMark) value = value.split(thousandsMark).join('')
  if (decimalMark === ',') value = value.replace(',', '.')
  const match = /^([+-]?)(\d{1,13})(?:\.(\d*))?$/.exec(value)
  if (!match) return null
  const [, sign, whole, fraction = ''] = match
  const significant = fraction.replace(/0+$/, '')
  if (significant.length > 2) return null
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2))
  return sign === '-' ? -cents : cents
}
