import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { loanPaths, provisionReportSchema } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { loanKeys } from './keys'

/**
 * GET the loss-provision report as of a date (issue 33): by arrears bucket, with totals. Without a date the
 * API answers as of its business date (the answer's `asOf` names it).
 */
export const useProvisionReport = (asOf: string | undefined) =>
  useQuery({
    queryKey: loanKeys.provisions(asOf ?? 'business-date'),
    queryFn: async () =>
      provisionReportSchema.parse(await api.get(loanPaths.provisions, { searchParams: { asOf } })),
    placeholderData: keepPreviousData,
  })
