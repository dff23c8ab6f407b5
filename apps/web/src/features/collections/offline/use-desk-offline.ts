import { useQuery, useQueryClient } from '@tanstack/react-query'
import {
  collectionLoanSchema,
  collectionPaths,
  collectionQueueListSchema,
  maySuperviseCollections,
  mayWorkCollections,
} from '@mesa/contracts'
import { useEffect } from 'react'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { useOutboxSender } from '../../../lib/offline/use-outbox-sender'
import { useSession } from '../../../lib/use-session'
import { collectionKeys } from '../api/keys'
import { deskChanges, sendWaiting } from './desk-outbox'
import { deskStore } from './desk-store'

/** The signed-in collector: the phone keeps each account's worklist and captures apart. */
export const useCollectorId = () => useSession().userData?.id ?? 0

/** How many loans of the worklist get their panel kept on the phone (most days past due first). */
const PANELS_KEPT = 60
/** Panels read at once while keeping them (the phone and the API share a small pipe). */
const AT_ONCE = 4

const capturesKey = (userId: number) => [...collectionKeys.all, 'phone', userId] as const

/** The collector's contacts and promises captured on this phone, read again whenever one changes. */
export function useDeskCaptures() {
  const userId = useCollectorId()
  const client = useQueryClient()
  useEffect(
    () => deskChanges.subscribe(() => void client.invalidateQueries({ queryKey: capturesKey(userId) })),
    [client, userId],
  )
  return useQuery({
    queryKey: capturesKey(userId),
    networkMode: 'always',
    queryFn: () => deskStore.captures(userId),
  })
}

/** Sends what waits on the phone now and whenever the signal returns; what got an answer refreshes the desk. */
export function useDeskSender() {
  useOutboxSender(useCollectorId(), sendWaiting, collectionKeys.all)
}

/**
 * The collector's worklist kept on the phone (issue 39): with a signal, the whole queue (their loans in arrears)
 * and each loan's panel (customer, phones, amounts due, promises, history) are read and stored, so the queue
 * and each loan open without a signal. A collector's only: a supervisor's desk is every collector's. Answers
 * how many loans were kept; read again after five minutes at most (outside the desk's keys, so a contact
 * logged does not read them all again).
 */
export function useWorklistKept(fromApi: boolean) {
  const userId = useCollectorId()
  const { rules } = useSession()
  const collector = mayWorkCollections(rules) && !maySuperviseCollections(rules)
  return useQuery({
    queryKey: ['collections-kept', userId],
    enabled: fromApi && collector && userId > 0,
    retry: false,
    staleTime: 5 * 60_000,
    queryFn: async () => {
      const { items } = collectionQueueListSchema.parse(
        await api.get(collectionPaths.queue, { searchParams: { itemsPerPage: -1 } }),
      )
      await deskStore.keepWorklist(userId, items)
      const loans = items.slice(0, PANELS_KEPT).map((item) => item.loanId)
      for (let start = 0; start < loans.length; start += AT_ONCE) {
        await Promise.all(
          loans.slice(start, start + AT_ONCE).map(async (loanId) => {
            const path = generatePath(collectionPaths.loan, { loanId: String(loanId) })
            await deskStore.keepLoan(userId, collectionLoanSchema.parse(await api.get(path)))
          }),
        )
      }
      return items.length
    },
  })
}
