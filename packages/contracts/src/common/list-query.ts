import { z } from 'zod'
import { fieldError } from './errors'
import { singleLineText } from './text'

/** Page sizes every list offers (spec §9); -1 means "all" where the UI offers it. */
export const pageSizes = [5, 10, 20, 25, 50, 100] as const
export const DEFAULT_PAGE_SIZE = 10

/**
 * "All" (itemsPerPage = -1) answers at most this many rows: one request must not make the server read
 * and serialise a whole table (the embedded database serves every other request meanwhile). Longer
 * lists are read page by page or through the list's streamed CSV export.
 */
export const MAX_ROWS_PER_ANSWER = 1_000

/** The rows one answer holds for an itemsPerPage value: -1 means "all up to MAX_ROWS_PER_ANSWER". */
export const rowsPerAnswer = (itemsPerPage: number) =>
  itemsPerPage === -1 ? MAX_ROWS_PER_ANSWER : Math.min(itemsPerPage, MAX_ROWS_PER_ANSWER)

/**
 * Lists count their rows only up to the next multiple of this past the page's last row (issue 12): a
 * million-row count costs more than the page it goes with. Past it, the answer's total is that multiple (a
 * lower bound, so the next page still shows) and `totalCapped` is true; the screens show "1000+".
 */
export const TOTAL_COUNT_CAP = 1_000

/** The flag every list answer may carry beside its total: present (true) only when the total is a lower bound. */
export const cappedTotalShape = { totalCapped: z.literal(true).optional() }

export const orderBySchema = z.enum(['asc', 'desc'])
export type OrderBy = z.infer<typeof orderBySchema>

/** Query strings carry text; an empty value means "not given". */
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

export const pageSchema = z.preprocess(
  emptyToUndefined,
  z.coerce.number().int().min(1).max(1_000_000).default(1),
)
export const itemsPerPageSchema = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number()
    .int()
    .refine((n) => n === -1 || (n >= 1 && n <= 100), { message: fieldError('invalid_value') })
    .default(DEFAULT_PAGE_SIZE),
)
export const searchTextSchema = z.preprocess(emptyToUndefined, singleLineText().trim().max(200).optional())

/** The common list query of docs/spec.md; features extend it with their filters and sort keys. */
export function listQuerySchema<const SortKeys extends readonly [string, ...string[]]>(sortKeys: SortKeys) {
  return z.object({
    q: searchTextSchema,
    sortBy: z.preprocess(emptyToUndefined, z.enum(sortKeys).optional()),
    orderBy: z.preprocess(emptyToUndefined, orderBySchema.optional()),
    page: pageSchema,
    itemsPerPage: itemsPerPageSchema,
  })
}

/** A boolean from a query string ('true'/'false'). */
export const queryBooleanSchema = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : emptyToUndefined(value)),
  z.boolean().optional(),
)
