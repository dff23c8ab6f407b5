import { useQuery } from '@tanstack/react-query'
import { allyListResponseSchema, allyPaths } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { contractKeys } from './keys'

/** Every ally by name, for the list's ally filter (needs read Aliados; without it the filter is not shown). */
const getAllyChoices = async () =>
  allyListResponseSchema
    .parse(
      await api.get(allyPaths.list, {
        searchParams: { itemsPerPage: -1, sortBy: 'product', orderBy: 'asc' },
      }),
    )
    .products.map((ally) => ({ value: String(ally.id), label: ally.allyName }))

export const useAllyChoices = (enabled: boolean) =>
  useQuery({ queryKey: contractKeys.allies(), queryFn: getAllyChoices, staleTime: 5 * 60_000, enabled })
