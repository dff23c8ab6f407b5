import { queryOptions, useQuery } from '@tanstack/react-query'
import { applicationPaths, type CreditProduct, type historyEntrySchema } from '@mesa/contracts'
import type { z } from 'zod'
import { api } from '../../../lib/api-client'
import { applicationKeys, fillPath } from './keys'

export type HistoryEntry = z.infer<typeof historyEntrySchema>

export const getHistory = (origin: CreditProduct, id: number) =>
  api.get<{ history: HistoryEntry[] }>(fillPath(applicationPaths.history, { origin, id }))

export const historyQueryOptions = (origin: CreditProduct, id: number) =>
  queryOptions({
    queryKey: applicationKeys.part(origin, id, 'history'),
    queryFn: () => getHistory(origin, id),
    staleTime: 0,
  })

/** GET .../history: newest first. */
export const useHistory = (origin: CreditProduct, id: number) => useQuery(historyQueryOptions(origin, id))
