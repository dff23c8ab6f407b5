import type { EligibilityReason } from '@mesa/contracts'
import type { TFunction } from 'i18next'
import { formatMoney } from '../../../lib/format'

const moneyRules = new Set<EligibilityReason['rule']>(['max_amount', 'available'])

/**
 * One failed rule in words, with the line's limit and the application's figure (money as pesos, products — the API
 * sends their codes, comma-separated — in the reader's language).
 */
export function reasonText(t: TFunction, reason: EligibilityReason) {
  const shown = (value: EligibilityReason['limit']) =>
    value === null
      ? ''
      : moneyRules.has(reason.rule) && typeof value === 'number'
        ? formatMoney(value)
        : reason.rule === 'product'
          ? String(value)
              .split(',')
              .map((code) => t(`products.${code.trim()}`))
              .join(', ')
          : String(value)
  return t(`reasons.${reason.rule}`, { limit: shown(reason.limit), actual: shown(reason.actual) })
}
