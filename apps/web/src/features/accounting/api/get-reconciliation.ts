import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { accountingPaths, reconciliationSchema } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { accountingKeys } from './keys'

/** GET each control account against its sub-ledger as of a day. */
export const useReconciliation = (asOf: string | undefined) =>
  useQuery({
    queryKey: accountingKeys.reconciliation(asOf ?? 'business-date'),
    queryFn: async () =>
      reconciliationSchema.parse(await api.get(accountingPaths.reconciliation, { searchParams: { asOf } })),
    placeholderData: keepPreviousData,
  })
