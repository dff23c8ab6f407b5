const money = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' })

/** Integer centavos as pesos (es-MX, MXN). */
export const formatMoney = (cents: number) => money.format(cents / 100)

/** Basis points as a yearly percent (1250 → "12.50 %"). */
export const formatRate = (bps: number) => `${(bps / 100).toFixed(2)} %`

/** A calendar date (YYYY-MM-DD) in the reader's language, read as a date (no time zone shift). */
export const formatDay = (day: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  )
