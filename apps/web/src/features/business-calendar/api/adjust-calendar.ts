import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  businessCalendarPaths,
  calendarYearSchema,
  type CalendarAdjustmentCreate,
  type CalendarYear,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { calendarKeys } from './keys'

/**
 * POST …/business-calendar/adjustments: a non-business day added, or an official holiday worked (answers the
 * year; 400 `date` when the day is not a holiday to remove or is one already; 409 when it has a change).
 */
export const adjustCalendar = async (body: CalendarAdjustmentCreate): Promise<CalendarYear> =>
  calendarYearSchema.parse(await api.post(businessCalendarPaths.adjustments, { json: body }))

/** DELETE …/business-calendar/adjustments/:date: the day is again what the law says (404 without a change). */
export const undoAdjustment = async (date: string): Promise<CalendarYear> =>
  calendarYearSchema.parse(await api.delete(generatePath(businessCalendarPaths.adjustment, { date })))

/** Both answer the year as it now stands: it replaces the cached one. */
function useCalendarWrite<T>(write: (input: T) => Promise<CalendarYear>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: (year) => client.setQueryData(calendarKeys.year(year.year), year),
  })
}

export const useAdjustCalendar = () => useCalendarWrite(adjustCalendar)
export const useUndoAdjustment = () => useCalendarWrite(undoAdjustment)
