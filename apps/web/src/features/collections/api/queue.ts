import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { collectionPaths, collectionQueueListSchema, collectorListSchema } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { collectionKeys } from './keys'

/** The queue's filters as the URL keeps them (`useListParams`). */
export const queueFilterNames = ['bucket', 'collector', 'allyId', 'promise', 'notContactedToday'] as const

export const queueOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: collectionKeys.queue(query),
    queryFn: async () =>
      collectionQueueListSchema.parse(await api.get(collectionPaths.queue, { searchParams: query })),
    placeholderData: keepPreviousData,
  })

/** GET the desk's queue (filters, sort, paging). */
export const useCollectionQueue = (query: Record<string, string | number>) => useQuery(queueOptions(query))

/** GET the collectors (the filter and the reassignment's choices). */
export const useCollectors = () =>
  useQuery({
    queryKey: collectionKeys.collectors,
    queryFn: async () => collectorListSchema.parse(await api.get(collectionPaths.collectors)).items,
  })
