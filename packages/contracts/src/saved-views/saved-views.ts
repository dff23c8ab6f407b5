import { z } from 'zod'
import { idParams, versionSchema } from '../common/bounds'
import { fieldError } from '../common/errors'
import { singleLineText } from '../common/text'
import { listEnvelope } from '../common/list-envelope'

/**
 * Saved views (issue 20): a list screen's filters, search, sort and page size under a name, kept on the
 * server, private or shared with the owner's role. A view is the list's URL query string, so a view and a
 * shared link show the same list; the records' row scope still applies when the list runs.
 */
export const savedViewPaths = {
  list: '/api/v1/saved-views',
  item: '/api/v1/saved-views/:id',
} as const

/** The screen a view belongs to: the list screen's path (e.g. /apps/aliados/list). */
const screenKeySchema = singleLineText()
  .trim()
  .min(1, fieldError('required'))
  .max(200, fieldError('too_long', 200))
  .regex(/^\/[a-z0-9/_-]*$/i, fieldError('invalid_format'))

/** The list's query string without its leading '?', e.g. `q=ana&status=Active&sortBy=created`. */
const viewQuerySchema = singleLineText({ error: fieldError('invalid_value') })
  .max(2000, fieldError('too_long', 2000))
  .refine((value) => !value.includes('#') && !value.startsWith('?'), fieldError('invalid_format'))

export const savedViewQuerySchema = z.object({ screen: screenKeySchema })

export const savedViewInputSchema = z
  .object({
    screen: screenKeySchema,
    name: singleLineText({ error: fieldError('required') })
      .trim()
      .min(1, fieldError('required'))
      .max(60, fieldError('too_long', 60)),
    query: viewQuerySchema,
    /** Shared with everyone holding the owner's role; private otherwise. */
    shared: z.boolean({ error: fieldError('invalid_value') }).default(false),
    /** Opens when the owner comes to the screen without a query; at most one per user and screen. */
    isDefault: z.boolean({ error: fieldError('invalid_value') }).default(false),
  })
  .strict()
export type SavedViewInput = z.input<typeof savedViewInputSchema>

export const savedViewUpdateSchema = savedViewInputSchema
  .omit({ screen: true })
  .extend({ version: versionSchema() })
  .strict()
export type SavedViewUpdate = z.input<typeof savedViewUpdateSchema>

export const savedViewSchema = z.object({
  id: z.number().int(),
  screen: z.string(),
  name: z.string(),
  query: z.string(),
  shared: z.boolean(),
  isDefault: z.boolean(),
  /** The caller's own view (they may change or delete it); else shared with them by a colleague. */
  mine: z.boolean(),
  ownerName: z.string(),
  version: z.number().int(),
})
export type SavedView = z.infer<typeof savedViewSchema>
export const savedViewListResponseSchema = listEnvelope(savedViewSchema)
export const savedViewIdParams = idParams
