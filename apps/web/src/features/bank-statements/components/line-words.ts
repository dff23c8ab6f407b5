import type { TFunction } from 'i18next'
import { formatMoney } from '../../../lib/format'
import { readEntry } from '../../../lib/error-text'

/**
 * Why a loan refused a line's payment, in words: the reason is an error code with its argument
 * (`too_big:150000` in centavos, `value_date_too_old:30` in days).
 */
export function reasonText(reason: string | null, t: TFunction): string {
  if (!reason) return ''
  const { code, argument } = readEntry(reason)
  if (code === 'too_big' && argument) return t('reasons.too_big', { amount: formatMoney(Number(argument)) })
  if (code === 'value_date_too_old') return t('reasons.value_date_too_old', { days: argument })
  return t(`reasons.${code ?? 'other'}`, { defaultValue: t('reasons.other') })
}
