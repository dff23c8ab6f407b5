import { z } from 'zod'
import { boundedDateSchema } from '../common/bounds'
import { fieldError } from '../common/errors'
import { listEnvelope } from '../common/list-envelope'
import { singleLineText } from '../common/text'

/**
 * The lists screening reads (docs/compliance.md): the UIF's Lista de Personas Bloqueadas, a list of
 * politically exposed persons, and OFAC's SDN list (sdn.csv with its aliases in alt.csv). The two blocking
 * lists hold a disbursement and a payment; a PEP hit raises an alert and the risk grade, it blocks nothing.
 */
export const pldListKinds = ['uif_lpb', 'pep', 'ofac_sdn'] as const
export type PldListKind = (typeof pldListKinds)[number]
export const pldListKindSchema = z.enum(pldListKinds, { message: fieldError('invalid_choice') })
export const blockingListKinds: readonly PldListKind[] = ['uif_lpb', 'ofac_sdn']

/** The largest list file received (the OFAC sdn.csv is about 3 MB today). */
export const PLD_LIST_MAX_BYTES = 30 * 1024 * 1024

/** The form fields sent beside the file(s): the list's publication date and where it was downloaded. */
export const pldListUploadFieldsSchema = z.object({
  publishedOn: boundedDateSchema(),
  source: singleLineText().trim().min(1, fieldError('required')).max(300, fieldError('too_long', 300)),
})
export type PldListUploadFields = z.infer<typeof pldListUploadFieldsSchema>

export const pldListParamsSchema = z.object({ list: pldListKindSchema })

/** One import of a list file: what it was, when it was published, its hash and what it held. */
export const pldListImportSchema = z.object({
  id: z.number().int(),
  list: z.enum(pldListKinds),
  source: z.string(),
  publishedOn: z.string(),
  fileName: z.string(),
  /** SHA-256 of the file's bytes (with the aliases file's, for OFAC): the same file again changes nothing. */
  fileHash: z.string(),
  entries: z.number().int(),
  names: z.number().int(),
  /** Rows of the file left out, with why (an empty name, an unknown type). */
  skipped: z.number().int(),
  current: z.boolean(),
  importedBy: z.string().nullable(),
  importedAt: z.string(),
})
export type PldListImport = z.infer<typeof pldListImportSchema>

/** The answer of an upload: the import, and whether it was new (201) or the same file again (200). */
export const pldListImportResultSchema = z.object({
  import: pldListImportSchema,
  unchanged: z.boolean(),
})
export type PldListImportResult = z.infer<typeof pldListImportResultSchema>

/** Each list with its current import and the last imports. */
export const pldListSummarySchema = z.object({
  list: z.enum(pldListKinds),
  blocking: z.boolean(),
  current: pldListImportSchema.nullable(),
  imports: z.array(pldListImportSchema),
})
export const pldListsResponseSchema = listEnvelope(pldListSummarySchema)
export type PldListsResponse = z.infer<typeof pldListsResponseSchema>
