import { useQuery } from '@tanstack/react-query'
import { allyListResponseSchema, allyPaths, rulesAllow } from '@mesa/contracts'
import { api } from './api-client'
import { useSession } from './use-session'

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

/**
 * The choices of a screen's ally filter, fetched only for those who may read allies (read Aliados; without it
 * `data` stays undefined and the filter is left out). `activeOnly: false` keeps inactive allies, whose
 * records (a contract) still list. One cache for every screen.
 */
export const useAllyOptions = ({ activeOnly = true }: { activeOnly?: boolean } = {}) => {
  const { rules } = useSession()
  return useQuery({
    queryKey: ['ally-options', { activeOnly }],
    queryFn: () => getAllyOptions(activeOnly),
    staleTime: 5 * 60_000,
    enabled: rulesAllow(rules, { action: 'read', subject: 'Aliados' }),
  })
}
