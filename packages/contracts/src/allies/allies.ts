import { z } from 'zod'
import { fieldError } from '../common/errors'
import { safeEmail, singleLineText } from '../common/text'
import { idParams, idSchema, versionSchema } from '../common/bounds'
import { cappedTotalShape, listQuerySchema, queryBooleanSchema } from '../common/list-query'
import { clabeBankCode, clabeProblem, clabeProblemCodes, normalizeClabe } from './clabe'
import { allyFileKinds, allyStatuses } from './catalogs'
import { normalizeRfc, rfcProblem, rfcProblemCodes } from './rfc'

/** The allies endpoints (spec §7 for list and delete; docs/spec.md for the rest). */
export const allyPaths = {
  list: '/api/v1/allies/list',
  listItem: '/api/v1/allies/list/:id',
  catalogs: '/api/v1/allies/catalogs',
  staffOptions: '/api/v1/allies/staff-options',
  collection: '/api/v1/allies',
  item: '/api/v1/allies/:id',
  files: '/api/v1/allies/:id/files',
  file: '/api/v1/allies/:id/files/:fileId',
  /** A bulk action on selected allies (issue 20): activate, deactivate or delete, all or nothing. */
  bulk: '/api/v1/allies/bulk',
} as const

// ---------------------------------------------------------------- list (spec §3, §7)

/** Sort keys of the list (spec §7): product is the ally name, seller the seller's e-mail. */
export const allySortKeys = ['product', 'zoneName', 'status', 'created', 'type', 'seller'] as const
export type AllySortKey = (typeof allySortKeys)[number]

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

export const allyListQuerySchema = listQuerySchema(allySortKeys).extend({
  q: z.preprocess(emptyToUndefined, singleLineText().trim().max(200).optional()),
  active: queryBooleanSchema,
  zoneName: z.preprocess(emptyToUndefined, singleLineText().trim().max(100).optional()),
  status: z.preprocess(emptyToUndefined, z.enum(allyStatuses).optional()),
})
export type AllyListQuery = z.infer<typeof allyListQuerySchema>

/** An ally as the list shows it: exactly spec §3 "Ally (list item)". */
export const allyListItemSchema = z.object({
  id: z.number().int(),
  allyName: z.string(),
  zoneName: z.string(),
  regionName: z.string(),
  active: z.boolean(),
  /** The seller's e-mail. */
  seller: z.string(),
  /** Day/month/year text, e.g. '12/03/2025' (Mexico City time). */
  created: z.string(),
  type: z.string(),
  status: z.enum(allyStatuses),
  image: z.string().nullable(),
  /** The supervisor's e-mail. */
  supervisor: z.string(),
})
export type AllyListItem = z.infer<typeof allyListItemSchema>

export const allyListResponseSchema = z.object({
  products: z.array(allyListItemSchema),
  total: z.number().int(),
  ...cappedTotalShape,
})
export type AllyListResponse = z.infer<typeof allyListResponseSchema>

export const allyIdParamsSchema = idParams
export const allyFileParamsSchema = allyIdParamsSchema.extend({ fileId: z.uuid() })

// ---------------------------------------------------------------- field rules

/** RFC: upper-cased, spaces and dashes removed, then structure, date and check digit (see rfc.ts). */
export const rfcSchema = singleLineText({ error: fieldError('required') })
  .transform(normalizeRfc)
  .superRefine((value, ctx) => {
    const problem = rfcProblem(value)
    if (problem) ctx.addIssue({ code: 'custom', message: rfcProblemCodes[problem] })
  })

/** CLABE: 18 digits, a known bank code and the weighted check digit (see clabe.ts). */
export const clabeSchema = singleLineText({ error: fieldError('required') })
  .transform(normalizeClabe)
  .superRefine((value, ctx) => {
    const problem = clabeProblem(value)
    if (problem) ctx.addIssue({ code: 'custom', message: clabeProblemCodes[problem] })
  })

/** A text the ally must have; the web words `required` per field (e.g. "El nombre del aliado es obligatorio"). */
const requiredText = (max = 200) =>
  singleLineText({ error: fieldError('required') })
    .trim()
    .min(1, fieldError('required'))
    .max(max, fieldError('too_long', max))

const optionalText = (max = 200) => singleLineText().trim().max(max, fieldError('too_long', max)).default('')

const phoneSchema = singleLineText()
  .trim()
  .transform((value) => value.replace(/[\s()-]/g, ''))
  .pipe(z.string().regex(/^(\+?52)?\d{10}$|^$/, fieldError('invalid_phone')))
  .default('')

const userIdSchema = idSchema('invalid_value')

/**
 * The ally's picture as the app shows it in an <img>: a path this app serves (an uploaded file, e.g.
 * /api/v1/allies/7/files/<uuid>) or an inline raster image (data:image/png|jpeg|webp|gif;base64).
 * Never another scheme (javascript:, vbscript:...), an external http(s) URL (tracking, mixed content)
 * or a protocol-relative //host path; an empty string means no picture.
 */
const ALLY_IMAGE_PATH = /^\/(?![/\\])[A-Za-z0-9._~%/-]{1,499}$/
const ALLY_IMAGE_DATA = /^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+={0,2}$/
export const ALLY_IMAGE_DATA_MAX = 256 * 1024
export const allyImageSchema = z
  .preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    singleLineText({ error: fieldError('unsafe_image') })
      .trim()
      .max(ALLY_IMAGE_DATA_MAX, fieldError('too_long', ALLY_IMAGE_DATA_MAX))
      .refine(
        (value) =>
          (ALLY_IMAGE_PATH.test(value) && !value.split('/').includes('..')) || ALLY_IMAGE_DATA.test(value),
        // An uploaded file of this app or an inline PNG, JPEG, WebP or GIF: no external links, no javascript:.
        fieldError('unsafe_image'),
      )
      .nullable(),
  )
  .default(null)

// ---------------------------------------------------------------- commercial data

export const allyAccountInputSchema = z
  .object({
    bankCode: singleLineText({ error: fieldError('required') }).regex(
      /^\d{3}$/,
      fieldError('invalid_choice'),
    ),
    clabe: clabeSchema,
    holderName: requiredText(),
    accountNumber: singleLineText()
      .trim()
      .regex(/^\d{0,20}$/, fieldError('invalid_format'))
      .default(''),
  })
  .superRefine((account, ctx) => {
    const comparable = /^\d{18}$/.test(account.clabe) && /^\d{3}$/.test(account.bankCode)
    if (comparable && clabeBankCode(account.clabe) !== account.bankCode) {
      ctx.addIssue({ code: 'custom', path: ['clabe'], message: fieldError('bank_mismatch') })
    }
  })

export const allyAddressInputSchema = z.object({
  type: requiredText(100),
  street: requiredText(),
  exteriorNumber: requiredText(20),
  interiorNumber: optionalText(20),
  neighborhood: requiredText(),
  municipality: requiredText(),
  state: requiredText(100),
  postalCode: singleLineText({ error: fieldError('required') }).regex(
    /^\d{5}$/,
    fieldError('invalid_format'),
  ),
})

export const allyManagerInputSchema = z.object({
  type: requiredText(100),
  position: requiredText(100),
  fullName: requiredText(),
  email: safeEmail(200),
  phone: phoneSchema,
})

/** The ally's body on create (the web's Aliado and Comercial sub-pages). */
export const allyCreateSchema = z.object({
  allyName: requiredText(),
  legalName: requiredText(),
  rfc: rfcSchema,
  zoneName: requiredText(100),
  regionName: requiredText(100),
  type: requiredText(100),
  status: z.enum(allyStatuses, { error: fieldError('invalid_choice') }).default('Pending'),
  active: z.boolean({ error: fieldError('invalid_type') }).default(true),
  image: allyImageSchema,
  email: z.union([safeEmail(200), z.literal('')]).default(''),
  phone: phoneSchema,
  sellerId: userIdSchema,
  supervisorId: userIdSchema,
  accounts: z.array(allyAccountInputSchema).max(20).default([]),
  addresses: z.array(allyAddressInputSchema).max(20).default([]),
  managers: z.array(allyManagerInputSchema).max(20).default([]),
  userIds: z.array(userIdSchema).max(100).default([]),
})
export type AllyCreateInput = z.input<typeof allyCreateSchema>
export type AllyCreate = z.output<typeof allyCreateSchema>

/** Update replaces the ally's data and its accounts, addresses, managers and linked users; `version` guards races. */
export const allyUpdateSchema = allyCreateSchema.extend({
  version: versionSchema('required'),
})
export type AllyUpdateInput = z.input<typeof allyUpdateSchema>
export type AllyUpdate = z.output<typeof allyUpdateSchema>

// ---------------------------------------------------------------- detail

const withId = <T extends z.ZodRawShape>(shape: T) => z.object({ id: z.number().int(), ...shape })

export const allyAccountSchema = withId({
  bankCode: z.string(),
  bankName: z.string(),
  clabe: z.string(),
  holderName: z.string(),
  accountNumber: z.string(),
})
export const allyAddressSchema = withId({
  type: z.string(),
  street: z.string(),
  exteriorNumber: z.string(),
  interiorNumber: z.string(),
  neighborhood: z.string(),
  municipality: z.string(),
  state: z.string(),
  postalCode: z.string(),
})
export const allyManagerSchema = withId({
  type: z.string(),
  position: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
})
export const allyUserSchema = withId({ fullName: z.string(), email: z.string(), role: z.string() })

export const allyFileSchema = z.object({
  id: z.string(),
  kind: z.enum(allyFileKinds),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
})
export type AllyFile = z.infer<typeof allyFileSchema>

export const allyDetailSchema = z.object({
  id: z.number().int(),
  allyName: z.string(),
  legalName: z.string(),
  rfc: z.string(),
  zoneName: z.string(),
  regionName: z.string(),
  type: z.string(),
  status: z.enum(allyStatuses),
  active: z.boolean(),
  image: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  sellerId: z.number().int(),
  seller: z.string(),
  supervisorId: z.number().int(),
  supervisor: z.string(),
  created: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
  accounts: z.array(allyAccountSchema),
  addresses: z.array(allyAddressSchema),
  managers: z.array(allyManagerSchema),
  users: z.array(allyUserSchema),
  files: z.array(allyFileSchema),
})
export type AllyDetail = z.infer<typeof allyDetailSchema>

// ---------------------------------------------------------------- catalogs

export const catalogOptionSchema = z.object({ value: z.string(), label: z.string() })

export const allyCatalogsSchema = z.object({
  banks: z.array(catalogOptionSchema),
  statuses: z.array(catalogOptionSchema),
  positions: z.array(catalogOptionSchema),
  typeOfAllies: z.array(catalogOptionSchema),
  zones: z.array(catalogOptionSchema),
  regions: z.array(catalogOptionSchema.extend({ zoneName: z.string() })),
  typeOfAddresses: z.array(catalogOptionSchema),
  typeOfManagers: z.array(catalogOptionSchema),
  fileKinds: z.array(catalogOptionSchema),
})
export type AllyCatalogs = z.infer<typeof allyCatalogsSchema>

// ---------------------------------------------------------------- staff options

/** A user the ally form may pick (seller, supervisor, linked account). */
export const allyStaffOptionSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  role: z.string(),
})
export type AllyStaffOption = z.infer<typeof allyStaffOptionSchema>

/** Active users for the ally form: sellers (role ventas), supervisors (role supervisor), and every staff user to link. */
export const allyStaffOptionsSchema = z.object({
  sellers: z.array(allyStaffOptionSchema),
  supervisors: z.array(allyStaffOptionSchema),
  users: z.array(allyStaffOptionSchema),
})
export type AllyStaffOptions = z.infer<typeof allyStaffOptionsSchema>

/** The multipart upload: field `kind` (before the file part) and field `file`. */
export const allyFileKindSchema = z.enum(allyFileKinds, { error: fieldError('invalid_choice') })
