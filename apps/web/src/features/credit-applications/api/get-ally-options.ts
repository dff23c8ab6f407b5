import { queryOptions, useQuery } from '@tanstack/react-query'
import { allyListResponseSchema, allyPaths } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { applicationKeys } from '../../../lib/application-file'

/** GET /api/v1/allies/list, every active ally by name: the choices of the capture form (needs read Aliados). */
export const getAllyOptions = async () =>
  allyListResponseSchema
    .parse(
      await api.get(allyPaths.list, {
        searchParams: { itemsPerPage: -1, active: true, sortBy: 'product', orderBy: 'asc' },
      }),
    )
    .products.map(({ id, allyName }) => ({ id, allyName }))

export const allyOptionsQueryOptions = () =>
  queryOptions({ queryKey: applicationKeys.allies(), queryFn: getAllyOptions, staleTime: 5 * 60_000 })

export const useAllyOptions = (enabled = true) => useQuery({ ...allyOptionsQueryOptions(), enabled })
