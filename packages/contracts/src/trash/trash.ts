import { z } from 'zod'
import { boundedDateSchema, idParams } from '../common/bounds'
import { bulkIdsSchema } from '../common/bulk'
import { fieldError } from '../common/errors'
import { listQuerySchema } from '../common/list-query'
import { singleLineText } from '../common/text'
import { listEnvelope } from '../common/list-envelope'

/**
 * Undo and trash (issue 20). A delete of a product record is a soft delete: the record is hidden everywhere
 * and an entry in the trash says who deleted it and when. The deleter may undo it for a few seconds (the
 * toast); an administrator may restore it from the trash until it is purged after the retention period.
 */
export const trashPaths = {
  list: '/api/v1/trash',
  restore: '/api/v1/trash/:id/restore',
  /** Undo of the caller's own delete, named by record (the list screen knows the row it deleted). */
  undo: '/api/v1/trash/undo',
  /** Undo of the caller's own bulk delete: every record of it comes back, or none does. */
  undoMany: '/api/v1/trash/undo/bulk',
} as const

/** The header of a delete's answer (spec deletes answer 204 with no body) naming its trash entry. */
export const TRASH_ENTRY_HEADER = 'mesa-trash-entry'

/** The record types whose deletes go to the trash. */
export const trashRecordTypes = ['ally', 'user', 'invoice', 'applicationDocument'] as const
export type TrashRecordType = (typeof trashRecordTypes)[number]

/** How long the deleter may undo their own delete (the toast shows for less; the rest covers slow links). */
export const UNDO_WINDOW_SECONDS = 30
/** How long the toast offers the undo. */
export const UNDO_TOAST_MS = 8_000
/** Days a deleted record stays in the trash before the purge job erases it (TRASH_RETENTION_DAYS). */
export const DEFAULT_TRASH_RETENTION_DAYS = 30

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)
const optionalDate = z.preprocess(emptyToUndefined, boundedDateSchema().optional())

export const trashSortKeys = ['deletedAt', 'type', 'label'] as const

/** q: the record's name or id; type; who deleted it; from/to: the period of the delete, inclusive (UTC days). */
export const trashListQuerySchema = listQuerySchema(trashSortKeys).extend({
  type: z.preprocess(
    emptyToUndefined,
    z.enum(trashRecordTypes, { error: fieldError('invalid_choice') }).optional(),
  ),
  deletedBy: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(2_147_483_647).optional()),
  from: optionalDate,
  to: optionalDate,
})
export type TrashListQuery = z.infer<typeof trashListQuerySchema>

export const trashEntrySchema = z.object({
  id: z.number().int(),
  type: z.enum(trashRecordTypes),
  recordId: z.string(),
  /** What the record was called (an ally's name, a user's e-mail, an invoice's number). */
  label: z.string(),
  deletedBy: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
  deletedAt: z.string(),
  /** Until when the deleter may still undo (after it only an administrator restores). */
  undoUntil: z.string(),
  /** When the purge job erases it. */
  purgeAfter: z.string(),
})
export type TrashEntry = z.infer<typeof trashEntrySchema>

export const trashListResponseSchema = listEnvelope(trashEntrySchema, {
  /** Everyone with an entry in the trash, for the "who" filter. */
  deleters: z.array(z.object({ id: z.number().int(), fullName: z.string() })),
})
export type TrashListResponse = z.infer<typeof trashListResponseSchema>

export const trashEntryIdParams = idParams

/** `POST /api/v1/trash/undo`: the record the caller just deleted. */
export const undoDeleteSchema = z.strictObject(
  {
    type: z.enum(trashRecordTypes, { error: fieldError('invalid_choice') }),
    recordId: singleLineText({ error: fieldError('required') })
      .trim()
      .min(1, fieldError('required'))
      .max(40, fieldError('too_long', 40)),
  },
  { error: fieldError('unknown_field') },
)
export type UndoDelete = z.infer<typeof undoDeleteSchema>

/** `POST /api/v1/trash/undo/bulk`: the records of the caller's bulk delete (ids as the list knows them). */
export const undoManySchema = z.strictObject(
  {
    type: z.enum(trashRecordTypes, { error: fieldError('invalid_choice') }),
    recordIds: bulkIdsSchema,
  },
  { error: fieldError('unknown_field') },
)
export type UndoMany = z.infer<typeof undoManySchema>

/** What a restore or an undo answers: the record back in place. */
export const restoredRecordSchema = z.object({
  type: z.enum(trashRecordTypes),
  recordId: z.string(),
  label: z.string(),
})
export type RestoredRecord = z.infer<typeof restoredRecordSchema>

export const restoredRecordsSchema = z.object({ restored: z.array(restoredRecordSchema) })
export type RestoredRecords = z.infer<typeof restoredRecordsSchema>
