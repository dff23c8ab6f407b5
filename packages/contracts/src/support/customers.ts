import { z } from 'zod'
import { fieldError } from '../common/errors'
import { idParams, versionSchema } from '../common/bounds'
import { listQuerySchema } from '../common/list-query'
import { safeEmail, singleLineText } from '../common/text'
import type { AbilityRule, Permission } from '../permissions/permissions'
import { rulesAllow } from '../permissions/rule-predicates'
import { mexicanStates } from '../credit-applications/applicant'
import { creditProductSchema, stageSchema } from '../credit-applications/stages'
import { listEnvelope } from '../common/list-envelope'

/**
 * Customers (issue 16): one record per person, deduplicated by CURP across applications and loans. The
 * control desk keeps them (read/update Admin, docs/security.md "Support"); the row scope is that of the
 * customer's applications.
 */
export const customerRecordPaths = {
  list: '/api/v1/customers',
  item: '/api/v1/customers/:id',
} as const

export const customerRecordReader: Permission = { action: 'read', subject: 'Admin' }
export const customerRecordEditor: Permission = { action: 'update', subject: 'Admin' }
export const mayEditCustomerRecords = (rules: readonly AbilityRule[]) =>
  rulesAllow(rules, customerRecordEditor)

export const customerRecordParamsSchema = idParams

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)
const stateSchema = z.enum(mexicanStates, { error: fieldError('invalid_choice') })

export const customerRecordSortKeys = ['name', 'curp', 'applications', 'createdAt'] as const
export const customerRecordListQuerySchema = listQuerySchema(customerRecordSortKeys).extend({
  state: z.preprocess(emptyToUndefined, stateSchema.optional()),
})
export type CustomerRecordListQuery = z.infer<typeof customerRecordListQuerySchema>

export const customerRecordListItemSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  curp: z.string(),
  rfc: z.string(),
  phone: z.string(),
  email: z.string(),
  state: z.string(),
  applicationCount: z.number().int(),
  createdAt: z.string(),
})
export type CustomerRecordListItem = z.infer<typeof customerRecordListItemSchema>
export const customerRecordListResponseSchema = listEnvelope(customerRecordListItemSchema)

const requiredText = (max: number, min = 1) =>
  singleLineText({ error: fieldError('required') })
    .trim()
    .min(min, min > 1 ? fieldError('too_short', min) : fieldError('required'))
    .max(max, fieldError('too_long', max))

/** Ten digits, optionally after +52; spaces, dashes and brackets are dropped. */
export const customerRecordPhoneSchema = singleLineText({ error: fieldError('required') })
  .trim()
  .transform((value) => value.replace(/[\s()-]/g, ''))
  .pipe(z.string().regex(/^(\+?52)?\d{10}$/, fieldError('invalid_phone')))

export const customerRecordAddressSchema = z.strictObject({
  street: requiredText(120, 2),
  exteriorNumber: requiredText(20),
  interiorNumber: singleLineText().trim().max(20, fieldError('too_long', 20)).default(''),
  neighborhood: requiredText(120, 2),
  municipality: requiredText(120, 2),
  state: stateSchema,
  postalCode: singleLineText({ error: fieldError('required') }).regex(
    /^\d{5}$/,
    fieldError('invalid_format'),
  ),
})
export type CustomerRecordAddress = z.output<typeof customerRecordAddressSchema>

/** The desk's edit: names, contact data and addresses; CURP is the identity and never changes here. */
export const customerRecordUpdateSchema = z.strictObject({
  firstNames: requiredText(80, 2),
  lastName1: requiredText(80, 2),
  lastName2: singleLineText().trim().max(80, fieldError('too_long', 80)).default(''),
  phones: z
    .array(customerRecordPhoneSchema)
    .min(1, fieldError('too_few', 1))
    .max(5, fieldError('too_many', 5)),
  emails: z.array(safeEmail(254)).max(5, fieldError('too_many', 5)).default([]),
  addresses: z.array(customerRecordAddressSchema).max(5, fieldError('too_many', 5)).default([]),
  version: versionSchema(),
})
export type CustomerRecordUpdateInput = z.input<typeof customerRecordUpdateSchema>
export type CustomerRecordUpdate = z.output<typeof customerRecordUpdateSchema>

export const customerRecordDetailSchema = z.object({
  id: z.number().int(),
  curp: z.string(),
  rfc: z.string(),
  firstNames: z.string(),
  lastName1: z.string(),
  lastName2: z.string(),
  fullName: z.string(),
  birthDate: z.string().nullable(),
  phones: z.array(z.string()),
  emails: z.array(z.string()),
  addresses: z.array(
    z.object({
      street: z.string(),
      exteriorNumber: z.string(),
      interiorNumber: z.string(),
      neighborhood: z.string(),
      municipality: z.string(),
      state: z.string(),
      postalCode: z.string(),
    }),
  ),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  mayEdit: z.boolean(),
  /** Every application with this CURP the viewer may see (a loan is its application after funding). */
  applications: z.array(
    z.object({
      id: z.number().int(),
      folio: z.number().int(),
      origin: creditProductSchema,
      stage: stageSchema,
      allyName: z.string(),
      requestedAmountCents: z.number().int(),
      createdAt: z.string(),
    }),
  ),
})
export type CustomerRecordDetail = z.infer<typeof customerRecordDetailSchema>
