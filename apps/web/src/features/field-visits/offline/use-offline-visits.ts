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
import { useSession } from '../../../lib/use-session'
import { visitKeys } from '../api/keys'
import { captureChanges, noAnswer, sendWaiting } from './outbox'
import { visitStore } from './visit-store'

/** The signed-in agent: the phone keeps each account's visits apart. */
export const useAgentId = () => useSession().userData?.id ?? 0

/** A read that fell back to the phone: `keptAt` says when the phone last heard the API (null: just now). */
interface PhoneRead<T> {
  data: T
  keptAt: string | null
}

/**
 * A read that came from the phone is stale at once: TanStack Query reads it again as soon as the signal
 * returns (its reconnect refetch skips fresh data), an answer from the API stays fresh as usual.
 */
const fromPhoneIsStale = {
  staleTime: (query: { state: { data?: { keptAt: string | null } } }) =>
    query.state.data?.keptAt ? 0 : 30_000,
}

const liveVisit = (booking: Booking) => booking.status === 'scheduled' || booking.status === 'rescheduled'
const visitPath = (bookingId: number) =>
  generatePath(fieldVisitPaths.booking, { bookingId: String(bookingId) })

/** The API's answer, or (no signal) what the phone kept; with nothing kept, the failure itself. */
async function orKept<T>(
  read: () => Promise<T>,
  kept: () => Promise<PhoneRead<T> | null>,
): Promise<PhoneRead<T>> {
  try {
    return { data: await read(), keptAt: null }
  } catch (error) {
    const fallback = noAnswer(error) ? await kept() : null
    if (!fallback) throw error
    return fallback
  }
}

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

/** How often what waits on the phone is tried again while a field-visit screen is open. */
const RETRY_EVERY_MS = 10_000

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

/**
 * Sends what waits on the phone now and whenever the signal returns (the browser's `online`); what was
 * was tried (sent, refused or in conflict) refreshes the agenda and the visits.
 */
export function useVisitSender() {
  const userId = useAgentId()
  const client = useQueryClient()
  useEffect(() => {
    if (!userId) return
    const send = () =>
      void sendWaiting(userId).then((answered) => {
        if (answered > 0) void client.invalidateQueries({ queryKey: visitKeys.all })
      })
    send()
    window.addEventListener('online', send)
    // The browser may say "online" before a request gets through (a weak signal, a captive network):
    // what still waits is tried again every little while (with nothing waiting, one read of the phone's store).
    const retry = window.setInterval(send, RETRY_EVERY_MS)
    return () => {
      window.removeEventListener('online', send)
      window.clearInterval(retry)
    }
  }, [client, userId])
}
