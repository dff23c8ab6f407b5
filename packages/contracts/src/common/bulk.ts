import { z } from 'zod'
import { idSchema } from './bounds'
import { fieldError } from './errors'
import { MAX_ROWS_PER_ANSWER } from './list-query'

/** At most the rows one list answer holds ("all" on a page): a selection never spans more. */
const BULK_MAX_IDS = MAX_ROWS_PER_ANSWER

/** The selected records of a bulk action: 1 to BULK_MAX_IDS ids, repeats dropped. */
export const bulkIdsSchema = z
  .array(idSchema(), { error: fieldError('required') })
  .min(1, fieldError('too_few', 1))
  .max(BULK_MAX_IDS, fieldError('too_many', BULK_MAX_IDS))
  .transform((ids) => [...new Set(ids)])

/**
 * A list's bulk action (issue 20, the lists kit): one call for every selected row, all or nothing. `actions`
 * are the list's own (e.g. activate, deactivate, delete).
 */
export const bulkRequestSchema = <const Action extends string>(actions: readonly [Action, ...Action[]]) =>
  z.strictObject(
    {
      action: z.enum(actions, { error: fieldError('invalid_choice') }),
      ids: bulkIdsSchema,
    },
    { error: fieldError('unknown_field') },
  )

/**
 * What a bulk action did, for its undo: `changed` are the records it changed (an "activate" leaves those already
 * active alone, so its undo reverses only these; a delete changes every id and its undo restores them).
 */
export const bulkResultSchema = <const Action extends string>(actions: readonly [Action, ...Action[]]) =>
  z.object({ action: z.enum(actions), changed: z.array(z.number().int()) })
