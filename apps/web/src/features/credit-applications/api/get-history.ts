import { queryOptions, useQuery } from '@tanstack/react-query'
import { applicationPaths, historyResponseSchema, type CreditProduct } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { applicationKeys } from '../../../lib/application-file'

export const getHistory = async (origin: CreditProduct, id: number) =>
  historyResponseSchema.parse(
    await api.get(generatePath(applicationPaths.history, { origin, id: String(id) })),
  )

export const historyQueryOptions = (origin: CreditProduct, id: number) =>
  queryOptions({
    queryKey: applicationKeys.part(origin, id, 'history'),
    queryFn: () => getHistory(origin, id),
    staleTime: 0,
  })

/** GET .../history: newest first. */
export const useHistory = (origin: CreditProduct, id: number) => useQuery(historyQueryOptions(origin, id))
