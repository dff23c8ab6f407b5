import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { accountingPaths, trialBalanceSchema } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { accountingKeys } from './keys'

/** GET the trial balance as of a day (without one, the API answers as of its business date). */
export const useTrialBalance = (asOf: string | undefined) =>
  useQuery({
    queryKey: accountingKeys.trialBalance(asOf ?? 'business-date'),
    queryFn: async () =>
      trialBalanceSchema.parse(await api.get(accountingPaths.trialBalance, { searchParams: { asOf } })),
    placeholderData: keepPreviousData,
  })
