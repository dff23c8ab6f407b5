import { z } from 'zod'
import { fieldError } from '../common/errors'
import { singleLineText } from '../common/text'
import { idTextSchema, INT4_MAX, versionSchema } from '../common/bounds'
import { cappedTotalShape, pageSchema } from '../common/list-query'
import type { Permission } from '../permissions/permissions'
import { customerRecordEditor } from '../support/customers'
import { listEnvelope } from '../common/list-envelope'

/** Bulk import (issue 20): upload, map, preview and fix, then a background job writes batch by batch. */
export const importPaths = {
  collection: '/api/v1/imports',
  item: '/api/v1/imports/:id',
  mapping: '/api/v1/imports/:id/mapping',
  rows: '/api/v1/imports/:id/rows',
  row: '/api/v1/imports/:id/rows/:rowNumber',
  start: '/api/v1/imports/:id/start',
  errorReport: '/api/v1/imports/:id/errors.csv',
} as const

/** What can be imported: each through the same pipeline (map, check, preview, batches). */
export const importEntities = ['allies', 'credit-applications', 'customers'] as const
export type ImportEntity = (typeof importEntities)[number]
export const importEntitySchema = z.enum(importEntities, { error: fieldError('invalid_choice') })

/**
 * The columns an ally row may carry: the ally create form's fields, with the seller and supervisor named by
 * e-mail (a file cannot know user ids). Accounts, addresses and managers stay in the form.
 */
export const allyImportFields = [
  'allyName',
  'legalName',
  'rfc',
  'zoneName',
  'regionName',
  'type',
  'status',
  'active',
  'email',
  'phone',
  'sellerEmail',
  'supervisorEmail',
] as const
type AllyImportField = (typeof allyImportFields)[number]
/** Fields the mapping must give a column before the import can start. */
export const allyImportRequiredFields: readonly AllyImportField[] = [
  'allyName',
  'legalName',
  'rfc',
  'zoneName',
  'regionName',
  'type',
  'sellerEmail',
  'supervisorEmail',
]

/**
 * The columns a credit application row may carry: the capture form's applicant, vehicle and terms, the ally
 * named by its RFC and the product by its name. Amounts are in pesos (the file's words), stored in centavos.
 */
export const applicationImportFields = [
  'product',
  'allyRfc',
  'firstNames',
  'lastName1',
  'lastName2',
  'curp',
  'rfc',
  'birthDate',
  'sex',
  'birthState',
  'email',
  'mobilePhone',
  'vehicleMake',
  'vehicleModel',
  'vehicleYear',
  'vehiclePrice',
  'requestedAmount',
  'downPayment',
  'termMonths',
  'annualRate',
] as const
type ApplicationImportField = (typeof applicationImportFields)[number]
export const applicationImportRequiredFields: readonly ApplicationImportField[] =
  applicationImportFields.filter((field) => field !== 'lastName2')

/** The columns of the one address a customer row may carry (all blank: no address). */
export const customerAddressImportFields = [
  'street',
  'exteriorNumber',
  'interiorNumber',
  'neighborhood',
  'municipality',
  'state',
  'postalCode',
] as const
/**
 * The columns a customer row may carry (issue 16's one record per person, keyed by CURP): the customer edit
 * form's names, phones, e-mail and one address, with the CURP, RFC and date of birth a new record needs.
 */
export const customerImportFields = [
  'curp',
  'rfc',
  'firstNames',
  'lastName1',
  'lastName2',
  'birthDate',
  'phone',
  'phone2',
  'email',
  ...customerAddressImportFields,
] as const
type CustomerImportField = (typeof customerImportFields)[number]
export const customerImportRequiredFields: readonly CustomerImportField[] = [
  'curp',
  'firstNames',
  'lastName1',
  'phone',
]

export const importFieldsOf: Record<ImportEntity, readonly string[]> = {
  allies: allyImportFields,
  'credit-applications': applicationImportFields,
  customers: customerImportFields,
}
export const importRequiredFieldsOf: Record<ImportEntity, readonly string[]> = {
  allies: allyImportRequiredFields,
  'credit-applications': applicationImportRequiredFields,
  customers: customerImportRequiredFields,
}

/**
 * Who may import an entity: who may create it one by one (the row scope then applies row by row; for
 * applications each row's product is checked against the capture permission of that product); customers,
 * which no form creates, whoever may edit them (the desk's customer edit).
 */
export const importPermissionOf: Record<ImportEntity, Permission> = {
  allies: { action: 'create', subject: 'Aliados' },
  'credit-applications': { action: 'create', subject: 'Documentos' },
  customers: customerRecordEditor,
}
/** The import screens and routes: open to whoever may import any entity. */
export const importAccess = { anyOf: Object.values(importPermissionOf) }

/** Limits: a file up to 50 MB and 200 000 data rows; at most 100 columns, 1 000 characters a cell. */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024
export const IMPORT_MAX_ROWS = 200_000
export const IMPORT_MAX_COLUMNS = 100
export const IMPORT_MAX_CELL = 1_000
/**
 * What reading a workbook may cost (issue 31): the bytes its ZIP unpacks to and its cells, empty ones too
 * (a 50 MB XLSX can hold a billion empty cells or unpack to gigabytes). Past either: 413.
 */
export const IMPORT_MAX_UNPACKED_BYTES = 256 * 1024 * 1024
export const IMPORT_MAX_CELLS = 10_000_000

export const importStatuses = ['staging', 'ready', 'queued', 'running', 'done', 'failed'] as const
export type ImportStatus = (typeof importStatuses)[number]
export const duplicatePolicies = ['skip', 'update'] as const
export type DuplicatePolicy = (typeof duplicatePolicies)[number]
export const rowOutcomes = ['pending', 'created', 'updated', 'skipped', 'rejected'] as const
export type RowOutcome = (typeof rowOutcomes)[number]

/** Field → the column (0-based) it is read from, or null when no column feeds it. */
const columnIndexSchema = z
  .number({ error: fieldError('invalid_value') })
  .int(fieldError('invalid_value'))
  .min(0, fieldError('invalid_value'))
  .max(IMPORT_MAX_COLUMNS - 1, fieldError('invalid_value'))
export const importMappingSchema = z.record(singleLineText().max(40), columnIndexSchema.nullable())
export type ImportMapping = z.infer<typeof importMappingSchema>

export const importSummarySchema = z.object({
  id: z.number().int(),
  entity: importEntitySchema,
  fileName: z.string(),
  status: z.enum(importStatuses),
  headers: z.array(z.string()),
  fields: z.array(z.string()),
  requiredFields: z.array(z.string()),
  mapping: importMappingSchema,
  /** True when the mapping came from this user's last import of a file with the same header row. */
  mappingRemembered: z.boolean(),
  totalRows: z.number().int(),
  errorRows: z.number().int(),
  duplicateRows: z.number().int(),
  excludedRows: z.number().int(),
  duplicatePolicy: z.enum(duplicatePolicies),
  batchSize: z.number().int(),
  batchCount: z.number().int(),
  batchesDone: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  rejected: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
})
export type ImportSummary = z.infer<typeof importSummarySchema>

export const importListSchema = listEnvelope(importSummarySchema)

export const importUploadQuerySchema = z.object({ entity: importEntitySchema.default('allies') })

export const importParamsSchema = z.object({ id: idTextSchema() })
export const importRowParamsSchema = importParamsSchema.extend({
  rowNumber: z.coerce
    .number({ error: fieldError('invalid_value') })
    .int(fieldError('invalid_value'))
    .min(1, fieldError('invalid_value'))
    .max(INT4_MAX, fieldError('invalid_value')),
})

export const importRowFilters = ['all', 'errors', 'duplicates', 'rejected'] as const
export const importRowsQuerySchema = z.object({
  filter: z.enum(importRowFilters, { error: fieldError('invalid_choice') }).default('all'),
  page: pageSchema,
  itemsPerPage: z.coerce
    .number({ error: fieldError('invalid_value') })
    .int(fieldError('invalid_value'))
    .min(1, fieldError('invalid_value'))
    .max(100, fieldError('too_big', 100))
    .default(25),
})
export type ImportRowsQuery = z.infer<typeof importRowsQuerySchema>

/** One staged row: the file's cells, the problems per field (error codes) and what became of it. */
export const importRowSchema = z.object({
  rowNumber: z.number().int(),
  cells: z.array(z.string()),
  errors: z.record(z.string(), z.array(z.string())),
  /** The live record with the same key (RFC for allies, CURP for applications and customers), if any. */
  duplicateOf: z.number().int().nullable(),
  excluded: z.boolean(),
  outcome: z.enum(rowOutcomes),
})
export type ImportRow = z.infer<typeof importRowSchema>

export const importRowsResponseSchema = z.object({
  rows: z.array(importRowSchema),
  total: z.number().int(),
  ...cappedTotalShape,
})
export type ImportRowsResponse = z.infer<typeof importRowsResponseSchema>

const cellTextSchema = singleLineText().max(IMPORT_MAX_CELL, fieldError('too_long', IMPORT_MAX_CELL))

/** A fix in the preview: new texts for some cells (by column) and/or the row left out of the import. */
export const importRowPatchSchema = z.object({
  cells: z
    .array(z.object({ column: columnIndexSchema, value: cellTextSchema }))
    .max(IMPORT_MAX_COLUMNS)
    .default([]),
  excluded: z.boolean({ error: fieldError('invalid_type') }).optional(),
})
export type ImportRowPatch = z.input<typeof importRowPatchSchema>

export const importMappingUpdateSchema = z.object({
  mapping: importMappingSchema,
  version: versionSchema(),
})
export type ImportMappingUpdate = z.infer<typeof importMappingUpdateSchema>

export const importStartSchema = z.object({
  duplicatePolicy: z.enum(duplicatePolicies, { error: fieldError('invalid_choice') }),
  version: versionSchema(),
})
export type ImportStart = z.infer<typeof importStartSchema>
