import type { FieldValues } from 'react-hook-form'
import { z } from 'zod'

/** How a field is typed and shown: money in pesos (sent as centavos), percent (sent as basis points). */
export type FieldKind = 'text' | 'textarea' | 'int' | 'money' | 'percent' | 'date' | 'select'

export interface FieldSpec {
  /** Dotted path in the section's data, also the i18n key under fields.<group>. */
  name: string
  kind: FieldKind
  /** Values of a select. */
  options?: readonly (string | number)[]
  /** i18n group of the option labels (options.<group>.<value>); without it the value is shown. */
  optionGroup?: string
  /** The option labels when they come from a table, not a dictionary (a state's name for its code). */
  optionName?: (value: string) => string
  /** Spans the whole row. */
  wide?: boolean
}

/** Form values: every field is text while typed. */
export type FormTexts = Record<string, unknown>

export function getPath(value: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      value,
    )
}

export function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.')
  let node = target
  keys.slice(0, -1).forEach((key) => {
    if (!node[key] || typeof node[key] !== 'object') node[key] = {}
    node = node[key] as Record<string, unknown>
  })
  node[keys.at(-1)!] = value
}

const toNumber = (text: string) => Number(text.replace(/[\s,$]/g, ''))

/** The typed value of one field from its text; '' is left out so schema defaults or "Required" apply. */
export function parseField(spec: FieldSpec, text: unknown): unknown {
  const value = typeof text === 'string' ? text.trim() : text
  if (value === '' || value === undefined || value === null) return undefined
  if (typeof value !== 'string') return value
  switch (spec.kind) {
    case 'int':
      return toNumber(value)
    case 'money':
      return Math.round(toNumber(value) * 100)
    case 'percent':
      return Math.round(toNumber(value) * 100)
    case 'select':
      return spec.options?.some((option) => typeof option === 'number') ? Number(value) : value
    default:
      return value
  }
}

/** The text of one field from stored data (centavos shown as pesos, basis points as percent). */
export function formatField(spec: FieldSpec, value: unknown): string {
  if (value === undefined || value === null) return ''
  if ((spec.kind === 'money' || spec.kind === 'percent') && typeof value === 'number')
    return String(value / 100)
  return String(value)
}

export function toPayload(specs: FieldSpec[], values: FormTexts): Record<string, unknown> {
  const payload: Record<string, unknown> = {}
  for (const spec of specs) {
    const parsed = parseField(spec, getPath(values, spec.name))
    if (parsed !== undefined) setPath(payload, spec.name, parsed)
  }
  return payload
}

export function toTexts(specs: FieldSpec[], data: unknown): FormTexts {
  const texts: Record<string, unknown> = {}
  for (const spec of specs) setPath(texts, spec.name, formatField(spec, getPath(data, spec.name)))
  return texts
}

/**
 * The form's schema over the typed payload (for `useContractForm`): the form holds texts (pesos, percent),
 * the contract's schema checks what is sent (centavos, basis points) and its errors land on the same paths.
 * Submit receives the parsed payload.
 */
export function payloadSchema<T extends FieldValues, O extends FieldValues>(
  schema: z.ZodType<O>,
  convert: (values: T) => unknown,
) {
  return z.custom<T>().transform(convert).pipe(schema)
}
