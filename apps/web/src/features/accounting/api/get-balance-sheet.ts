import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { accountingPaths, balanceSheetSchema } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { accountingKeys } from './keys'

/** GET the balance sheet as of a day (without one, as of the business date). */
export const useBalanceSheet = (asOf: string | undefined) =>
  useQuery({
    queryKey: accountingKeys.balanceSheet(asOf ?? 'business-date'),
    queryFn: async () =>
      balanceSheetSchema.parse(await api.get(accountingPaths.balanceSheet, { searchParams: { asOf } })),
    placeholderData: keepPreviousData,
  })
