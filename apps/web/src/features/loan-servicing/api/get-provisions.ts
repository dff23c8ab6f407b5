import { useQuery } from '@tanstack/react-query'
import { loanPaths, provisionReportSchema } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { loanKeys } from './keys'

/** GET the loss-provision report as of a date (issue 33): by arrears bucket, with totals. */
export const useProvisionReport = (asOf: string) =>
  useQuery({
    queryKey: loanKeys.provisions(asOf),
    queryFn: async () =>
      provisionReportSchema.parse(await api.get(loanPaths.provisions, { searchParams: { asOf } })),
  })
