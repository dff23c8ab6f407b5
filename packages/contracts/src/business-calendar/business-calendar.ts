import { z } from 'zod'
import { boundedDateSchema } from '../common/bounds'
import { fieldError } from '../common/errors'
import { singleLineText } from '../common/text'

/*
 * The business calendar (issue 33, docs/domain.md "The holiday calendar"): Mexico's official and bank
 * holidays computed for each year (lending/holidays.ts), plus the days an administrator adds (a bank holiday
 * the CNBV announces, an election day) or removes (a holiday the lender works). A product whose due dates
 * move to business days reads it when a loan is opened.
 */
export const businessCalendarPaths = {
  year: '/api/v1/business-calendar/:year',
  adjustments: '/api/v1/business-calendar/adjustments',
  adjustment: '/api/v1/business-calendar/adjustments/:date',
} as const

/** Why a day is a holiday by law (LFT art. 74) or by the CNBV's bank calendar. */
export const holidayReasons = [
  'new_year',
  'constitution_day',
  'benito_juarez',
  'holy_thursday',
  'good_friday',
  'labour_day',
  'independence_day',
  'presidential_inauguration',
  'all_souls_day',
  'revolution_day',
  'guadalupe_day',
  'christmas',
] as const
export type HolidayReason = (typeof holidayReasons)[number]

/** An administrator's change to the computed calendar: a non-business day added, or a holiday removed. */
export const calendarAdjustmentKinds = ['added', 'removed'] as const
export type CalendarAdjustmentKind = (typeof calendarAdjustmentKinds)[number]

export const calendarYearParamsSchema = z.object({
  year: z.coerce
    .number({ error: fieldError('invalid_value') })
    .int(fieldError('not_integer'))
    .min(2000, fieldError('too_small', 2000))
    .max(2100, fieldError('too_big', 2100)),
})

export const calendarAdjustmentParamsSchema = z.object({ date: boundedDateSchema() })

export const calendarAdjustmentCreateSchema = z
  .object({
    date: boundedDateSchema(),
    kind: z.enum(calendarAdjustmentKinds, { message: fieldError('invalid_choice') }),
    /** Why (the CNBV's notice, the election): shown beside the day. */
    note: singleLineText().trim().min(1, fieldError('required')).max(200, fieldError('too_long', 200)),
  })
  .strict()
export type CalendarAdjustmentCreate = z.infer<typeof calendarAdjustmentCreateSchema>

export const calendarDaySchema = z.object({
  date: z.string(),
  /** The law's or the CNBV's reason; null for a day an administrator added. */
  reason: z.enum(holidayReasons).nullable(),
  /** official: computed and standing; added: by an administrator; removed: official but worked this year. */
  source: z.enum(['official', 'added', 'removed']),
  note: z.string().nullable(),
})
export type CalendarDay = z.infer<typeof calendarDaySchema>

/** GET …/business-calendar/:year: the year's holidays, official and adjusted, by date. */
export const calendarYearSchema = z.object({
  year: z.number().int(),
  days: z.array(calendarDaySchema),
})
export type CalendarYear = z.infer<typeof calendarYearSchema>
