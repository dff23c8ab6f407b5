import { useMutation, useQueryClient } from '@tanstack/react-query'
import { bookingSchema, fieldVisitPaths, type BookingCreate, type BookingReschedule } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { visitKeys } from './keys'

const bookingPath = (path: string, bookingId: number) => generatePath(path, { bookingId: String(bookingId) })

/**
 * The coordinators' three writes on the calendar: book a pending request, reschedule, cancel. Each answers
 * the booking; the calendar, the queue and the agendas refetch.
 */
export function useBookingWrites() {
  const client = useQueryClient()
  const refresh = () => void client.invalidateQueries({ queryKey: visitKeys.all })
  return {
    book: useMutation({
      mutationFn: async (body: BookingCreate) =>
        bookingSchema.parse(await api.post(fieldVisitPaths.bookings, { json: body })),
      onSuccess: refresh,
    }),
    reschedule: useMutation({
      mutationFn: async ({ bookingId, ...body }: BookingReschedule & { bookingId: number }) =>
        bookingSchema.parse(
          await api.post(bookingPath(fieldVisitPaths.reschedule, bookingId), { json: body }),
        ),
      onSuccess: refresh,
    }),
    cancel: useMutation({
      mutationFn: async ({ bookingId, ...body }: { bookingId: number; reason: string; version: number }) =>
        bookingSchema.parse(await api.post(bookingPath(fieldVisitPaths.cancel, bookingId), { json: body })),
      onSuccess: refresh,
    }),
  }
}
