import { useQuery } from '@tanstack/react-query'
import { accountingPaths, periodsResponseSchema } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { accountingKeys } from './keys'

/** GET the months of the books with their status and close checklist. */
export const usePeriods = () =>
  useQuery({
    queryKey: accountingKeys.periods,
    queryFn: async () => periodsResponseSchema.parse(await api.get(accountingPaths.periods)),
  })
