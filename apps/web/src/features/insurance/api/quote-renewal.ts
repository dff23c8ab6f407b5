import { useMutation, useQueryClient } from '@tanstack/react-query'
import { insurancePaths, quotesResponseSchema, type QuoteOptions, type QuotesResponse } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { insuranceKeys } from './keys'

/** POST: renewal quotes from every insurer for a policy ending within 60 days. */
export const quoteRenewal = async ({
  policyId,
  options,
}: {
  policyId: number
  options: QuoteOptions
}): Promise<QuotesResponse> =>
  quotesResponseSchema.parse(
    await api.post(generatePath(insurancePaths.renewalQuotes, { policyId: String(policyId) }), {
      json: options,
    }),
  )

export function useQuoteRenewal() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: quoteRenewal,
    onSuccess: () => client.invalidateQueries({ queryKey: insuranceKeys.all }),
  })
}
