import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  bookingsResponseSchema,
  fieldVisitPaths,
  visitDetailSchema,
  type Booking,
  type VisitDetail,
} from '@mesa/contracts'
import { useEffect } from 'react'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { fromPhoneIsStale, orKept } from '../../../lib/offline/phone-read'
import { useOutboxSender } from '../../../lib/offline/use-outbox-sender'
import { useSession } from '../../../lib/use-session'
import { visitKeys } from '../api/keys'
import { captureChanges, sendWaiting } from './outbox'
import { visitStore } from './visit-store'

/** The signed-in agent: the phone keeps each account's visits apart. */
export const useAgentId = () => useSession().userData?.id ?? 0

const liveVisit = (booking: Booking) => booking.status === 'scheduled' || booking.status === 'rescheduled'
const visitPath = (bookingId: number) =>
  generatePath(fieldVisitPaths.booking, { bookingId: String(bookingId) })

/**
 * GET /field-visits/mine, kept on the phone (issue 39): with a signal the agenda is stored and each live
 * visit's form (address, applicant, what was reported) is read and stored too; without one, the stored
 * agenda. `networkMode: 'always'`: TanStack Query would otherwise pause the read while offline. The same
 * options for the screen and its route loader (agenda-prefetch.ts), which reads it while the screen downloads.
 */
export const myVisitsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...visitKeys.mine(), userId],
    networkMode: 'always',
    ...fromPhoneIsStale,
    retry: false,
    queryFn: () =>
      orKept(
        async () => {
          const { bookings } = bookingsResponseSchema.parse(await api.get(fieldVisitPaths.mine))
          await visitStore.keepAgenda(userId, bookings)
          return bookings
        },
        async () => {
          const kept = await visitStore.agenda(userId)
          return kept && { data: kept.bookings, keptAt: kept.keptAt }
        },
      ),
  })

export function useMyVisits() {
  return useQuery(myVisitsQueryOptions(useAgentId()))
}

/**
 * Every live visit of the agenda read and stored on the phone, so its form opens without a signal: how
 * many are ready (the agenda says so once they are).
 */
export function useVisitsKept(bookings: Booking[] | undefined, fromPhone: boolean) {
  const userId = useAgentId()
  const live = (bookings ?? []).filter(liveVisit).map((booking) => booking.id)
  return useQuery({
    queryKey: [...visitKeys.all, 'kept', userId, live.join(',')],
    enabled: bookings !== undefined && !fromPhone,
    retry: false,
    queryFn: async () => {
      await Promise.all(
        live.map(async (bookingId) =>
          visitStore.keepVisit(userId, visitDetailSchema.parse(await api.get(visitPath(bookingId)))),
        ),
      )
      return live.length
    },
  })
}

/** GET /field-visits/bookings/:bookingId, or the visit as the phone kept it when there is no signal. */
export function useVisit(bookingId: number) {
  const userId = useAgentId()
  return useQuery({
    queryKey: visitKeys.visit(bookingId),
    networkMode: 'always',
    ...fromPhoneIsStale,
    retry: false,
    queryFn: () =>
      orKept<VisitDetail>(
        async () => visitDetailSchema.parse(await api.get(visitPath(bookingId))),
        async () => {
          const kept = await visitStore.visit(userId, bookingId)
          return kept && { data: kept.detail, keptAt: kept.keptAt }
        },
      ),
  })
}

const capturesKey = (userId: number) => [...visitKeys.all, 'captures', userId] as const

/** The visits captured on this phone by `userId` (the screen's query, and its route loader's). */
export const capturesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: capturesKey(userId),
    networkMode: 'always',
    queryFn: () => visitStore.captures(userId),
  })

/** The visits captured on this phone by the signed-in agent, read again whenever one changes. */
export function useCaptures() {
  const userId = useAgentId()
  const client = useQueryClient()
  useEffect(
    () => captureChanges.subscribe(() => void client.invalidateQueries({ queryKey: capturesKey(userId) })),
    [client, userId],
  )
  return useQuery(capturesQueryOptions(userId))
}

/** Sends what waits on the phone now and whenever the signal returns; what was tried refreshes the visits. */
export function useVisitSender() {
  useOutboxSender(useAgentId(), sendWaiting, visitKeys.all)
}
