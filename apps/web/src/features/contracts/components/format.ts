const money = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' })

/** Integer centavos as Mexican pesos, whatever the reader's language (the contract is in MXN). */
export const pesos = (cents: number) => money.format(cents / 100)
/** Basis points as a percentage with two decimals (1800 → 18.00 %). */
export const ratePercent = (bps: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'percent', minimumFractionDigits: 2 }).format(bps / 10_000)
/** A calendar day (YYYY-MM-DD) in the reader's language, read at noon so no time zone moves it. */
export const calendarDay = (date: string | null, language: string) =>
  date
    ? new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(
        new Date(`${date.slice(0, 10)}T12:00:00`),
      )
    : '—'
export const instant = (iso: string | null, language: string) =>
  iso
    ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
    : '—'
