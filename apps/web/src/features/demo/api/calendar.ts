import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  calendarEventListSchema,
  calendarEventSchema,
  demoPaths,
  type CalendarEvent,
  type CalendarEventInput,
  type CalendarName,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { demoKeys } from './keys'

export interface VisibleRange {
  start: string
  end: string
}

/** GET /api/apps/calendar/events: my events in the chosen calendars overlapping the visible range. */
export const useCalendarEvents = (calendars: CalendarName[], range: VisibleRange | null) =>
  useQuery({
    queryKey: [...demoKeys.calendar, calendars, range],
    enabled: range !== null,
    queryFn: async () =>
      calendarEventListSchema.parse(
        await api.get(demoPaths.calendarEvents, {
          searchParams: { calendars: calendars.join(','), ...range },
        }),
      ),
    placeholderData: (previous) => previous,
  })

/** Create (POST), change (PUT with the version; 409 when stale) or delete (DELETE) one event. */
export function useCalendarWrites() {
  const client = useQueryClient()
  const onSettled = () => client.invalidateQueries({ queryKey: demoKeys.calendar })
  const itemPath = (id: number) => generatePath(demoPaths.calendarEvent, { id: String(id) })
  return {
    create: useMutation({
      mutationFn: async (input: CalendarEventInput) =>
        calendarEventSchema.parse(await api.post(demoPaths.calendarEvents, { json: input })),
      onSettled,
    }),
    update: useMutation({
      mutationFn: async (event: CalendarEventInput & { id: number; version: number }) => {
        const { id, ...body } = event
        return calendarEventSchema.parse(await api.put(itemPath(id), { json: body }))
      },
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (event: Pick<CalendarEvent, 'id'>) => api.delete<void>(itemPath(event.id)),
      onSettled,
    }),
  }
}
