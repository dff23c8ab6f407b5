import { useMutation } from '@tanstack/react-query'
import { calculatorPaths, quoteResponseSchema, type QuoteRequest } from '@mesa/contracts'
import { api } from '../../../lib/api-client'

export const quoteLoan = async (request: QuoteRequest) =>
  quoteResponseSchema.parse(await api.post(calculatorPaths.quote, { json: request }))

/** POST /api/v1/calculator/quote: the schedule, fees with IVA and CAT of the terms (pesos and percents). */
export const useQuoteLoan = () => useMutation({ mutationFn: quoteLoan })
