import { stages } from '@mesa/contracts'
import type { Formats } from '../../../lib/format'

/**
 * An audit entry in words (issue 38): its action and record type as labels, its data as "label: value" lines
 * with money, dates, yes/no, stages and before → after changes written for people, never as JSON.
 */

/**
 * The i18n key of an action code. i18next splits keys on "." and one code may be another's prefix
 * (`purchase.receipt`, `purchase.receipt.download`), so only the first dot nests: subject, then the rest.
 */
export function actionKey(action: string): string {
  const [subject, ...rest] = action.split('.')
  return `actions.${subject}.${rest.join('_')}`
}

/**
 * "dueDate", "paid_on", "ivaCents" → "Due date", "Paid on", "Iva": the words of a key no dictionary names (the
 * unit suffix goes: the value says it).
 */
export function humanise(key: string): string {
  const words = key
    .replace(/(?<=[a-z])(Cents|Bps)$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * Keys that hold centavos besides those ending in `Cents`, per the action's subject (read from the API's
 * recordAudit calls: an invoice's `total` is its totalCents, a decision's basis names its incomes plainly).
 */
const moneyKeysOf: Record<string, readonly string[]> = {
  invoice: ['total', 'amount', 'balance', 'subtotal', 'discount', 'tax', 'paid'],
  credit_decision: [
    'amount',
    'declared',
    'verified',
    'householdExpenses',
    'existingDebt',
    'declaredExpenses',
    'declaredDebts',
  ],
}

const stageCodes: readonly string[] = stages
const idLike = /(^id$|Id$|Ids$|^version$|^sequence$|^folio$|Folios?$|^rowNumber$|Row$)/
const plainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export interface AuditWords {
  formats: Formats
  /** The dictionary's label of a data key, or undefined when it has none. */
  fieldLabel(key: string): string | undefined
  stageName(stage: string): string
  yes: string
  no: string
}

export interface AuditLine {
  label: string
  value: string
}

function labelOf(key: string, words: AuditWords): string {
  return words.fieldLabel(key) ?? humanise(key)
}

function valueText(key: string, value: unknown, money: readonly string[], words: AuditWords): string {
  if (value === null || value === undefined) return '—'
  if (typeof value === 'boolean') return value ? words.yes : words.no
  if (typeof value === 'number') {
    if (key.endsWith('Cents') || money.includes(key)) return words.formats.money(value)
    if (key.endsWith('Bps')) return words.formats.rate(value)
    return idLike.test(key) ? String(value) : words.formats.number(value, 2)
  }
  if (typeof value === 'string') {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return words.formats.date(value)
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return words.formats.dateTime(value)
    return stageCodes.includes(value) ? words.stageName(value) : value
  }
  if (Array.isArray(value)) return value.map((item) => valueText(key, item, money, words)).join(', ') || '—'
  if (plainObject(value)) {
    const change = changeOf(value)
    if (change)
      return `${valueText(key, change[0], money, words)} → ${valueText(key, change[1], money, words)}`
    return Object.entries(value)
      .map(([inner, item]) => `${labelOf(inner, words)}: ${valueText(inner, item, money, words)}`)
      .join('; ')
  }
  return String(value)
}

/** `{ before, after }` or `{ old, new }`: the two sides of a change. */
function changeOf(value: Record<string, unknown>): [unknown, unknown] | null {
  if ('before' in value && 'after' in value) return [value.before, value.after]
  if ('old' in value && 'new' in value) return [value.old, value.new]
  return null
}

/** The entry's data as lines; a change of several fields reads one line per field ("Total: $1.00 → $2.00"). */
export function auditLines(action: string, data: unknown, words: AuditWords): AuditLine[] {
  if (!plainObject(data))
    return data === null || data === undefined ? [] : [{ label: '', value: String(data) }]
  const money = moneyKeysOf[action.split('.')[0]!] ?? []
  const change = changeOf(data)
  const lines: AuditLine[] = []
  const changeKeys = ['before', 'after', 'old', 'new']
  if (change && plainObject(change[0]) && plainObject(change[1])) {
    const [before, after] = change
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)]))
      lines.push({
        label: labelOf(key, words),
        value: `${valueText(key, before[key], money, words)} → ${valueText(key, after[key], money, words)}`,
      })
  } else if (change) {
    lines.push({ label: labelOf('change', words), value: valueText('change', data, money, words) })
  }
  for (const [key, value] of Object.entries(data)) {
    if (change && changeKeys.includes(key)) continue
    lines.push({ label: labelOf(key, words), value: valueText(key, value, money, words) })
  }
  return lines
}
