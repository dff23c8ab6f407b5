const money = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', maximumFractionDigits: 0 })

/** Integer centavos as whole pesos (es-MX, MXN): the dashboard rounds for reading, the lists show centavos. */
export const formatPesos = (cents: number) => money.format(cents / 100)

/** A share (0–1) as a percentage with one decimal in the reader's language; a dash when there is none. */
export const formatShare = (value: number | null, language: string) =>
  value === null
    ? '—'
    : new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(value)

/** Hours with one decimal in the reader's language; a dash when there is none. */
export const formatHours = (value: number | null, language: string) =>
  value === null ? '—' : new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value)
