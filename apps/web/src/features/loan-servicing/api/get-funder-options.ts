import { useQuery } from '@tanstack/react-query'
import { funderOptionsSchema, funderPaths } from '@mesa/contracts'
import { api } from '../../../lib/api-client'

/** GET every funder by name (issue 15), the choices of the loans list's funder filter. */
export const useFunderOptions = () =>
  useQuery({
    queryKey: ['credit-applications', 'funder-options'],
    staleTime: 5 * 60_000,
    queryFn: async () => funderOptionsSchema.parse(await api.get(funderPaths.funderOptions)).funders,
  })
