import { useTranslation } from 'react-i18next'

/** The demo's formats in one language (the app's, never the browser's). */
export function demoFormatsIn(locale: string) {
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })
  const compact = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', notation: 'compact' })
  const number = new Intl.NumberFormat(locale)
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 })
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
  return {
    money: (cents: number) => money.format(cents / 100),
    /** Short money for chart axes, e.g. '$30K'. */
    compactMoney: (cents: number) => compact.format(cents / 100),
    number: (value: number) => number.format(value),
    /** A share (0.125 is 12.5 %), one decimal at most. */
    percent: (share: number) => percent.format(share),
    /** A YYYY-MM-DD day. */
    day: (isoDay: string) => day.format(new Date(`${isoDay}T00:00:00Z`)),
  }
}

/** The demo's sample money is in US dollars, kept as integer cents; shown in the reader's language. */
export function useDemoFormat() {
  const { i18n } = useTranslation()
  return demoFormatsIn(i18n.language || 'es')
}
