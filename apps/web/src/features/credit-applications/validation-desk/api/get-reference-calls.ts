import { queryOptions, useQuery } from '@tanstack/react-query'
import { referenceCallsResponseSchema, validationDeskPaths, type CreditProduct } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../../lib/api-client'
import { applicationKeys } from '../../../../lib/application-file'

export const getReferenceCalls = async (origin: CreditProduct, id: number) =>
  referenceCallsResponseSchema.parse(
    await api.get(generatePath(validationDeskPaths.referenceCalls, { origin, id: String(id) })),
  )

export const referenceCallsQueryOptions = (origin: CreditProduct, id: number) =>
  queryOptions({
    queryKey: applicationKeys.part(origin, id, 'reference-calls'),
    queryFn: () => getReferenceCalls(origin, id),
  })

/** GET .../reference-calls: newest first, with how many references are verified. */
export const useReferenceCalls = (origin: CreditProduct, id: number) =>
  useQuery(referenceCallsQueryOptions(origin, id))
