import { useQuery } from '@tanstack/react-query'
import {
  applicationQuotesSchema,
  insurancePaths,
  type ApplicationQuotes,
  type CreditProduct,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { insuranceKeys } from './keys'

/** GET the application as the insurers see it and its quotes, newest first. */
export const getApplicationQuotes = async (origin: CreditProduct, id: number): Promise<ApplicationQuotes> =>
  applicationQuotesSchema.parse(
    await api.get(generatePath(insurancePaths.applicationQuotes, { origin, id: String(id) })),
  )

export const useApplicationQuotes = (origin: CreditProduct, id: number) =>
  useQuery({ queryKey: insuranceKeys.quotes(id), queryFn: () => getApplicationQuotes(origin, id) })
