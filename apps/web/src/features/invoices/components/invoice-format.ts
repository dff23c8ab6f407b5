import { useTranslation } from 'react-i18next'

/** The number and date conventions of each language of the app (Arabic keeps Latin digits, as amounts print). */
const locales: Record<string, string> = { es: 'es-MX', en: 'en-US', fr: 'fr-FR', ar: 'ar-u-nu-latn' }

/**
 * Money and dates as the person reads them: centavos as Mexican pesos, YYYY-MM-DD as a local date.
 * Amounts are only shown here; every figure is computed in integer centavos (contracts totals.ts).
 */
export function useInvoiceFormat() {
  const { i18n } = useTranslation()
  const locale = locales[i18n.language] ?? 'es-MX'
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'MXN' })
  const day = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return {
    money: (cents: number) => money.format(cents / 100),
    date: (isoDate: string) => day.format(new Date(`${isoDate}T00:00:00Z`)),
  }
}
