import { z } from 'zod'
import { cappedTotalShape } from './list-query'

/**
 * The one answer shape of an /api/v1 list (issue 37): the page's rows as `items`, the filtered count as
 * `total` (a lower bound when `totalCapped`), and any figures a screen reads beside them (`extra`).
 * The spec's own shapes (POST /api/v1/allies/list, /api/apps/*) keep their keys.
 */
export const listEnvelope = <Item extends z.ZodType, Extra extends z.ZodRawShape = Record<never, never>>(
  itemSchema: Item,
  extra?: Extra,
) =>
  z.object({
    items: z.array(itemSchema),
    total: z.number().int(),
    ...cappedTotalShape,
    ...((extra ?? {}) as Extra),
  })
