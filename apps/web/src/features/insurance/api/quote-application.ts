import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  insurancePaths,
  quotesResponseSchema,
  type CreditProduct,
  type QuoteOptions,
  type QuotesResponse,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { insuranceKeys } from './keys'

/** POST: every insurer quotes the application with these options (sandbox quotes). */
export const quoteApplication = async ({
  origin,
  id,
  options,
}: {
  origin: CreditProduct
  id: number
  options: QuoteOptions
}): Promise<QuotesResponse> =>
  quotesResponseSchema.parse(
    await api.post(generatePath(insurancePaths.applicationQuotes, { origin, id: String(id) }), {
      json: options,
    }),
  )

export function useQuoteApplication() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: quoteApplication,
    onSuccess: (_answer, { id }) => client.invalidateQueries({ queryKey: insuranceKeys.quotes(id) }),
  })
}
