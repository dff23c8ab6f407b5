import { z } from 'zod'
import { isXmlText } from './xml'

/*
 * The figures and texts every SAT file shares: amounts written from integer centavos with exactly two decimals,
 * the RFC, the period, and the error that names the wrong field of a builder's input.
 */

/** Integer centavos as the SAT writes an amount: "2500.00", "-12.05", "0.00"; never through a float. */
export function amountText(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`an amount must be integer centavos, got ${cents}`)
  const sign = cents < 0 ? '-' : ''
  const magnitude = Math.abs(cents)
  return `${sign}${Math.trunc(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`
}

/**
 * The RFC as the SAT's tdCFDI:t_RFC writes it: 3 letters (a company) or 4 (a person), the date of
 * incorporation or birth YYMMDD, and a 3-character homoclave whose last is a digit or A.
 */
export const RFC_PATTERN = /^[A-Z&Ñ]{3,4}[0-9]{2}(0[1-9]|1[012])(0[1-9]|[12][0-9]|3[01])[A-Z0-9]{2}[0-9A]$/u
export const rfcSchema = z.string().regex(RFC_PATTERN, 'RFC mal formado')

/** Text the SAT's files may carry: not empty, within its length, XML-writable, and without the "|" of cadenas. */
export const satText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine(isXmlText, 'caracteres no válidos en XML')
    .refine((text) => !text.includes('|'), 'el carácter | no se admite')

export const centsSchema = z.number().int().nonnegative()
export const signedCentsSchema = z.number().int()
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'fecha AAAA-MM-DD')
export const periodSchema = {
  rfc: rfcSchema,
  year: z.number().int().min(2015).max(2099),
  month: z.number().int().min(1).max(12),
}

/** A builder's input refused: every wrong field with its path ("accounts.2.codAgrup") and why. */
export class SatInputError extends Error {
  constructor(readonly fields: Array<{ field: string; message: string }>) {
    super(`Datos no válidos: ${fields.map((f) => `${f.field} (${f.message})`).join(', ')}`)
    this.name = 'SatInputError'
  }
}

/** Parses a builder's input with its schema, or throws SatInputError naming each wrong field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  // One entry per field: a value can fail two checks of one field (negative and not an integer).
  const fields = new Map<string, string>()
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.')
    if (!fields.has(field)) fields.set(field, issue.message)
  }
  throw new SatInputError([...fields].map(([field, message]) => ({ field, message })))
}

export const monthText = (month: number) => String(month).padStart(2, '0')
