import { useTranslation } from 'react-i18next'

/**
 * The one place figures and dates become text (issue 38: Mexican formats). Spanish reads as Mexico writes
 * (89.1 %, 30 oct 2026, $15,311,747.00); the other languages keep their own order of day and month, and
 * Arabic keeps Latin digits (amounts print that way on the lender's papers) with each figure isolated
 * (U+2068…U+2069) so a right-to-left line does not reorder its signs and separators.
 */

/** The Intl locale of each language of the app. */
const locales: Record<string, string> = { es: 'es-MX', en: 'en-US', fr: 'fr-FR', ar: 'ar-u-nu-latn' }

export function localeOf(language: string): string {
  return locales[language.slice(0, 2)] ?? 'es-MX'
}

/** Money is the lender's: Mexican pesos written the Mexican way in every language. */
const pesos = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' })
const wholePesos = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', maximumFractionDigits: 0 })

export interface Formats {
  /** Integer centavos as pesos: 1531174700 → "$15,311,747.00"; `whole` rounds to pesos (dashboards). */
  money(cents: number, options?: { whole?: boolean }): string
  /** A share (0.891) as a percent with `digits` decimals (1 unless told): "89.1 %". */
  percent(share: number, digits?: number): string
  /** Basis points as a yearly rate with two decimals: 1650 → "16.50 %". */
  rate(bps: number): string
  /** A plain number in the reader's language (counts, meters, hours), `digits` decimals at most (0 unless told). */
  number(value: number, digits?: number): string
  /** A calendar day (YYYY-MM-DD, or the day part of an instant) as written: "30 oct 2026"; read as that day in any time zone. */
  date(day: string): string
  /** An instant with its time of day, on the reader's clock unless `timeZone` says whose: "30 oct 2026, 14:05". */
  dateTime(iso: string, timeZone?: string): string
  /** An application's folio, never grouped ("10234", not "10,234"). */
  folio(folio: number): string
}

/** The formats of one language (tests, and code outside React); screens use `useFormat`. */
export function formatsIn(language: string): Formats {
  const locale = localeOf(language)
  const isolate = language.startsWith('ar') ? (text: string) => `\u2068${text}\u2069` : (text: string) => text
  const percentText = (value: number, digits: number) =>
    `${new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value)}\u00a0%`
  return {
    money: (cents, options) => isolate((options?.whole ? wholePesos : pesos).format(cents / 100)),
    percent: (share, digits = 1) => isolate(percentText(share * 100, digits)),
    rate: (bps) => isolate(percentText(bps / 100, 2)),
    number: (value, digits = 0) =>
      isolate(new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)),
    date: (day) =>
      isolate(
        new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
          new Date(`${day.slice(0, 10)}T00:00:00Z`),
        ),
      ),
    dateTime: (iso, timeZone) =>
      isolate(
        new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso)),
      ),
    folio: (folio) => isolate(String(folio)),
  }
}

/** The formats of the app's current language (re-renders on a language change). */
export function useFormat(): Formats {
  const { i18n } = useTranslation()
  return formatsIn(i18n.language || 'es')
}
