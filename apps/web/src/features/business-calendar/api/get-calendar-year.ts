import { queryOptions, useQuery } from '@tanstack/react-query'
import { businessCalendarPaths, calendarYearSchema, type CalendarYear } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { calendarKeys } from './keys'

/** GET /api/v1/business-calendar/:year: the year's official holidays and the administrator's changes. */
export const getCalendarYear = async (year: number): Promise<CalendarYear> =>
  calendarYearSchema.parse(await api.get(generatePath(businessCalendarPaths.year, { year: String(year) })))

export const calendarYearQueryOptions = (year: number) =>
  queryOptions({ queryKey: calendarKeys.year(year), queryFn: () => getCalendarYear(year) })

export const useCalendarYear = (year: number) => useQuery(calendarYearQueryOptions(year))
