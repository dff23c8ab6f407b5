/**
 * The one place figures and dates become text (issue 38: Mexican formats). Spanish reads as Mexico writes
 * (89.1 %, 30 oct 2026, $15,311,747.00); the other languages keep their own order of day and month, and
 * Arabic keeps Latin digits (amounts print that way on the lender's papers) with each figure isolated
 * (U+2068…U+2069) so a right-to-left line does not reorder its signs and separators. Each function takes
 * the reader's language (i18n.language); Spanish when left out.
 */

/** The Intl locale of each language of the app. */
const locales: Record<string, string> = { es: 'es-MX', en: 'en-US', fr: 'fr-FR', ar: 'ar-u-nu-latn' }

export function localeOf(language = 'es'): string {
  return locales[language.slice(0, 2)] ?? 'es-MX'
}

const isolated = (text: string, language = 'es') => (language.startsWith('ar') ? `\u2068${text}\u2069` : text)
const NONE = '—'

/** Money is the lender's: Mexican pesos written the Mexican way in every language. */
const pesos = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' })
const wholePesos = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'MXN',
  maximumFractionDigits: 0,
})

/** Integer centavos as pesos: 1531174700 → "$15,311,747.00"; `whole` rounds to pesos (dashboards). */
export function formatMoney(cents: number, options: { whole?: boolean; language?: string } = {}): string {
  return isolated((options.whole ? wholePesos : pesos).format(cents / 100), options.language)
}

/**
 * A percent with its sign: spaced after the figure ("89.1 %"); in Arabic as Intl writes it with Latin digits
 * (its marks keep the sign after the figure in a right-to-left line, where a bare "%" moved to its left).
 */
const percentText = (value: number, digits: number, language = 'es') => {
  const fraction = { minimumFractionDigits: digits, maximumFractionDigits: digits }
  if (language.startsWith('ar')) {
    const arabic = new Intl.NumberFormat(localeOf(language), { style: 'percent', ...fraction })
    return isolated(arabic.format(value / 100), language)
  }
  return `${new Intl.NumberFormat(localeOf(language), fraction).format(value)}\u00a0%`
}

/** A share (0.891) as a percent with `digits` decimals: "89.1 %"; a dash when there is none. */
export function formatPercent(share: number | null, language?: string, digits = 1): string {
  return share === null ? NONE : percentText(share * 100, digits, language)
}

/** Basis points as a rate with two decimals: 1650 → "16.50 %". */
export function formatRate(bps: number, language?: string): string {
  return percentText(bps / 100, 2, language)
}

/** A plain number (counts, hours, meters), `digits` decimals at most: 12345 → "12,345"; a dash when there is none. */
export function formatNumber(value: number | null, language?: string, digits = 0): string {
  if (value === null) return NONE
  return isolated(
    new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: digits }).format(value),
    language,
  )
}

/**
 * A day as written: "30 oct 2026". A calendar day (YYYY-MM-DD) is that day in any time zone; an instant is
 * its day on the reader's clock. A dash when there is none.
 */
export function formatDate(date: string | null, language?: string): string {
  if (!date) return NONE
  const day = date.length <= 10
  const format = new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeZone: day ? 'UTC' : undefined,
  })
  return isolated(format.format(new Date(day ? `${date}T00:00:00Z` : date)), language)
}

/** A month (YYYY-MM) as written: "noviembre de 2026" (a report's period). */
export function formatMonth(period: string, language?: string): string {
  const format = new Intl.DateTimeFormat(localeOf(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return isolated(format.format(new Date(`${period}-01T00:00:00Z`)), language)
}

/** How a date-time is written where the default does not fit. */
export interface DateTimeStyle {
  /** The day in figures, for a table's narrow column: "30/10/26, 2:05 p.m.". */
  numeric?: boolean
  /** With seconds, where events a moment apart are told apart (jobs, the audit trail). */
  seconds?: boolean
  /** The weekday, day and month without the year, for what is days away (a visit): "sáb 31 de oct, 2:05 p.m.". */
  weekday?: boolean
  /** Only the time, for what happened today (an e-mail's list): "2:05 p.m.". */
  timeOnly?: boolean
}

const dateTimeOptions = (style: DateTimeStyle): Intl.DateTimeFormatOptions => {
  if (style.weekday)
    return { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }
  if (style.timeOnly) return { timeStyle: style.seconds ? 'medium' : 'short' }
  return { dateStyle: style.numeric ? 'short' : 'medium', timeStyle: style.seconds ? 'medium' : 'short' }
}

/** An instant with its time, on the reader's clock unless `timeZone` says whose: "30 oct 2026, 2:05 p.m.". */
export function formatDateTime(
  iso: string | null,
  language?: string,
  timeZone?: string,
  style: DateTimeStyle = {},
): string {
  if (!iso) return NONE
  const format = new Intl.DateTimeFormat(localeOf(language), { ...dateTimeOptions(style), timeZone })
  return isolated(format.format(new Date(iso)), language)
}

/** An application's folio, never grouped ("10234", not "10,234"). */
export function formatFolio(folio: number, language?: string): string {
  return isolated(String(folio), language)
}

export interface Formats {
  money(cents: number, options?: { whole?: boolean }): string
  percent(share: number | null, digits?: number): string
  rate(bps: number): string
  number(value: number | null, digits?: number): string
  date(date: string | null): string
  dateTime(iso: string | null, timeZone?: string, style?: DateTimeStyle): string
  folio(folio: number): string
}

/** The formats of one language, bound (a screen passes `i18n.language`). */
export function formatsIn(language: string): Formats {
  return {
    money: (cents, options) => formatMoney(cents, { ...options, language }),
    percent: (share, digits) => formatPercent(share, language, digits),
    rate: (bps) => formatRate(bps, language),
    number: (value, digits) => formatNumber(value, language, digits),
    date: (date) => formatDate(date, language),
    dateTime: (iso, timeZone, style) => formatDateTime(iso, language, timeZone, style),
    folio: (folio) => formatFolio(folio, language),
  }
}

/** A calendar day with its weekday, for a day view's title: "domingo, 29 de noviembre de 2026". */
export function formatLongDay(day: string, language?: string): string {
  const format = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'full', timeZone: 'UTC' })
  return isolated(format.format(new Date(`${day}T00:00:00Z`)), language)
}
