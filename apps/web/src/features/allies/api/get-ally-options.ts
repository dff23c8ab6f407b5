import { allyListResponseSchema, allyPaths } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { allyKeys } from './keys'

/** GET /api/v1/allies/list, every ally (or every active one) by name, as {id, allyName}. */
const getAllyOptions = async (activeOnly: boolean) =>
  allyListResponseSchema
    .parse(
      await api.get(allyPaths.list, {
        searchParams: {
          itemsPerPage: -1,
          sortBy: 'product',
          orderBy: 'asc',
          ...(activeOnly && { active: true }),
        },
      }),
    )
    .products.map(({ id, allyName }) => ({ id, allyName }))

/** The choices of other features' ally filters and selects (the door's, lib/ally-options). */
export const allyOptionsQuery = (activeOnly: boolean) => ({
  queryKey: allyKeys.options(activeOnly),
  queryFn: () => getAllyOptions(activeOnly),
  staleTime: 5 * 60_000,
})
