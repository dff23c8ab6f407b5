import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { insurancePaths, queueResponseSchema, type QueueResponse } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { insuranceKeys } from './keys'

/** GET /api/v1/insurance/applications: applications in stage póliza with their quotes and policy. */
export const getPolizaQueue = async (query: Record<string, string | number>): Promise<QueueResponse> =>
  queueResponseSchema.parse(await api.get(insurancePaths.queue, { searchParams: query }))

export const polizaQueueQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: insuranceKeys.queue(query),
    queryFn: () => getPolizaQueue(query),
    placeholderData: keepPreviousData,
  })

export const usePolizaQueue = (query: Record<string, string | number>) =>
  useQuery(polizaQueueQueryOptions(query))
