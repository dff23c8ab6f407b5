import { useQuery } from '@tanstack/react-query'
import { accountingPaths, mappingsResponseSchema } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { accountingKeys } from './keys'

/** GET each product's account per posting slot. */
export const useMappings = () =>
  useQuery({
    queryKey: accountingKeys.mappings,
    queryFn: async () => mappingsResponseSchema.parse(await api.get(accountingPaths.mappings)),
  })
