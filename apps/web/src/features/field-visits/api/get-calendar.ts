import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { bookingsResponseSchema, fieldVisitPaths } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { visitKeys } from './keys'

export interface CalendarWindow {
  from: string
  to: string
}

/** GET /field-visits/calendar: the bookings the week view shows, optionally of one agent. */
export const useCalendar = (window: CalendarWindow | null, agentId: number | null) =>
  useQuery({
    queryKey: visitKeys.calendar(window?.from ?? '', window?.to ?? '', agentId),
    enabled: window !== null,
    placeholderData: keepPreviousData,
    queryFn: async () =>
      bookingsResponseSchema.parse(
        await api.get(fieldVisitPaths.calendar, {
          searchParams: { from: window!.from, to: window!.to, agentId: agentId ?? undefined },
        }),
      ).bookings,
  })
