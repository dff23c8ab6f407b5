import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { collectionPaths, collectionQueueListSchema, collectorListSchema } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { fromPhoneIsStale, orKept } from '../../../lib/offline/phone-read'
import { session } from '../../../lib/session'
import { deskStore } from '../offline/desk-store'
import { keptQueuePage } from '../offline/kept-queue'
import { collectionKeys } from './keys'

/** The queue's filters as the URL keeps them (`useListParams`). */
export const queueFilterNames = ['bucket', 'collector', 'allyId', 'promise', 'notContactedToday'] as const

/**
 * GET the desk's queue; without a signal, the worklist the phone kept (issue 39) filtered, sorted and paged as
 * the API would, `keptAt` saying when it was kept (null: from the API just now).
 */
export const queueOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: collectionKeys.queue(query),
    networkMode: 'always',
    ...fromPhoneIsStale,
    queryFn: async () => {
      const userId = session.getSnapshot().userData?.id ?? 0
      const read = await orKept(
        async () =>
          collectionQueueListSchema.parse(await api.get(collectionPaths.queue, { searchParams: query })),
        async () => {
          const kept = await deskStore.worklist(userId)
          return kept && { data: keptQueuePage(kept.items, query), keptAt: kept.keptAt }
        },
      )
      return { ...read.data, keptAt: read.keptAt }
    },
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
