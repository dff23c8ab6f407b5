import { z } from 'zod'
import { fieldError } from '../common/errors'
import { boundedDateSchema } from '../common/bounds'
import { singleLineText } from '../common/text'

/** CURP: 18 characters, structure per RENAPO (the check digit is verified by the RENAPO check). */
export const CURP_PATTERN =
  /^[A-Z][AEIOUX][A-Z]{2}\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])[HMX](AS|BC|BS|CC|CL|CM|CS|CH|DF|DG|GT|GR|HG|JC|MC|MN|MS|NT|NL|OC|PL|QT|QR|SP|SL|SR|TC|TS|TL|VZ|YN|ZS|NE)[B-DF-HJ-NP-TV-Z]{3}[A-Z\d]\d$/
/** RFC of a person: 13 characters. */
export const PERSON_RFC_PATTERN = /^[A-ZÑ&]{4}\d{6}[A-Z\d]{3}$/

const upper = (schema: z.ZodString) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), schema)
const text = (max: number) => singleLineText().trim().max(max)
const phone = singleLineText()
  .trim()
  .regex(/^\+?[\d\s()-]{10,20}$/, fieldError('invalid_phone'))

export const mexicanStates = [
  'AS',
  'BC',
  'BS',
  'CC',
  'CL',
  'CM',
  'CS',
  'CH',
  'DF',
  'DG',
  'GT',
  'GR',
  'HG',
  'JC',
  'MC',
  'MN',
  'MS',
  'NT',
  'NL',
  'OC',
  'PL',
  'QT',
  'QR',
  'SP',
  'SL',
  'SR',
  'TC',
  'TS',
  'TL',
  'VZ',
  'YN',
  'ZS',
] as const

export const addressSchema = z.object({
  street: text(120).min(2, fieldError('required')),
  exteriorNumber: text(20).min(1, fieldError('required')),
  interiorNumber: text(20).default(''),
  neighborhood: text(120).min(2, fieldError('required')),
  municipality: text(120).min(2, fieldError('required')),
  state: z.enum(mexicanStates, { message: fieldError('invalid_choice') }),
  postalCode: singleLineText()
    .trim()
    .regex(/^\d{5}$/, fieldError('invalid_format')),
  yearsAtAddress: z.number().int().min(0).max(99).default(0),
  housing: z.enum(['propia', 'rentada', 'familiar', 'hipotecada']).default('propia'),
})

export const employmentSchema = z.object({
  employer: text(160).min(2, fieldError('required')),
  position: text(120).default(''),
  yearsEmployed: z.number().int().min(0).max(60).default(0),
  employmentType: z.enum(['asalariado', 'independiente', 'empresario', 'pensionado']).default('asalariado'),
  workPhone: z.union([phone, z.literal('')]).default(''),
  nss: z
    .union([
      singleLineText()
        .trim()
        .regex(/^\d{11}$/, fieldError('invalid_format')),
      z.literal(''),
    ])
    .default(''),
})

/**
 * What a person of the references list is to the credit: a personal reference, or the co-signer (obligado
 * solidario, aval) who signs the contract with the borrower (issue 38: the committee's co-signer condition
 * reaches the contract with the person's name and relationship).
 */
export const referenceRoles = ['referencia', 'obligado_solidario'] as const
export type ReferenceRole = (typeof referenceRoles)[number]

export const referenceSchema = z.object({
  fullName: text(160).min(3, fieldError('required')),
  relationship: text(60).min(2, fieldError('required')),
  phone,
  role: z.enum(referenceRoles, { message: fieldError('invalid_choice') }).default('referencia'),
})

/** A person alone, without the role: the co-signer the committee asked for is added as one (issue 38). */
export const referencePersonSchema = referenceSchema.omit({ role: true })

/** The references section: up to five people, at most one of them the co-signer (400 on the second's role). */
export const referencesSchema = z
  .array(referenceSchema)
  .max(5)
  .superRefine((references, context) => {
    references.forEach((reference, index) => {
      const earlier = references.slice(0, index).some((other) => other.role === 'obligado_solidario')
      if (reference.role === 'obligado_solidario' && earlier)
        context.addIssue({ code: 'custom', path: [index, 'role'], message: fieldError('too_many', 1) })
    })
  })

/** The co-signer among the references, if one was captured (stored lists from before issue 38 have none). */
export const coSignerOf = <T extends { role?: unknown }>(references: readonly T[]) =>
  references.find((reference) => reference.role === 'obligado_solidario') ?? null

/** The applicant (solicitante): identity and contact. Money in centavos. */
export const applicantSchema = z.object({
  firstNames: text(80).min(2, fieldError('required')),
  lastName1: text(80).min(2, fieldError('required')),
  lastName2: text(80).default(''),
  curp: upper(singleLineText().regex(CURP_PATTERN, fieldError('invalid_format'))),
  rfc: upper(singleLineText().regex(PERSON_RFC_PATTERN, fieldError('invalid_format'))),
  birthDate: boundedDateSchema(),
  sex: z.enum(['H', 'M', 'X'], { message: fieldError('invalid_choice') }),
  birthState: z.enum([...mexicanStates, 'NE'], { message: fieldError('invalid_choice') }),
  email: singleLineText().trim().max(254).email(fieldError('invalid_email')),
  mobilePhone: phone,
  homePhone: z.union([phone, z.literal('')]).default(''),
  maritalStatus: z.enum(['soltero', 'casado', 'union_libre', 'divorciado', 'viudo']).default('soltero'),
  dependents: z.number().int().min(0).max(20).default(0),
})
export type Applicant = z.infer<typeof applicantSchema>

export const financeSchema = z.object({
  monthlyIncomeCents: z.number().int().min(0).max(1_000_000_000),
  otherIncomeCents: z.number().int().min(0).max(1_000_000_000).default(0),
  monthlyExpensesCents: z.number().int().min(0).max(1_000_000_000).default(0),
  monthlyDebtPaymentsCents: z.number().int().min(0).max(1_000_000_000).default(0),
})

export const vehicleSchema = z.object({
  make: text(60).min(2, fieldError('required')),
  model: text(60).min(1, fieldError('required')),
  version: text(80).default(''),
  year: z.number().int().min(1980).max(2100),
  priceCents: z.number().int().min(1_000_00).max(100_000_000_00),
  vin: z
    .union([
      upper(singleLineText().regex(/^[A-HJ-NPR-Z\d]{17}$/, fieldError('invalid_format'))),
      z.literal(''),
    ])
    .default(''),
})

export const termsSchema = z
  .object({
    requestedAmountCents: z
      .number()
      .int()
      .min(10_000_00, fieldError('too_small', 10_000_00))
      .max(100_000_000_00),
    downPaymentCents: z.number().int().min(0).max(100_000_000_00),
    termMonths: z
      .number()
      .int()
      .refine((n) => [12, 18, 24, 36, 48, 60, 72].includes(n), fieldError('invalid_choice')),
    /** Annual rate in basis points (1250 = 12.50 %). */
    annualRateBps: z.number().int().min(0).max(10_000),
  })
  .strict()
