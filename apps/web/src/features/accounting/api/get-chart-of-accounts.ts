import { useQuery } from '@tanstack/react-query'
import { accountingPaths, chartResponseSchema } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { accountingKeys } from './keys'

/** GET the chart of accounts, each with its SAT grouping code. */
export const useChart = () =>
  useQuery({
    queryKey: accountingKeys.chart,
    queryFn: async () => chartResponseSchema.parse(await api.get(accountingPaths.accounts)),
  })
