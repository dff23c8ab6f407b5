import { z } from 'zod'
import { idParams, versionSchema } from '../common/bounds'
import { fieldError } from '../common/errors'
import { multiLineText, singleLineText } from '../common/text'

/** The calendars an event belongs to (the template's filter), each with its colour in the screen. */
export const calendarNames = ['Personal', 'Business', 'Family', 'Holiday', 'ETC'] as const
export type CalendarName = (typeof calendarNames)[number]

const MIN_INSTANT = '1900-01-01T00:00:00.000Z'
const MAX_INSTANT = '2100-12-31T23:59:59.999Z'
/** An instant with its offset (ISO 8601), within the years a calendar shows. */
const instantSchema = z.iso.datetime({ offset: true, error: fieldError('invalid_date') }).refine((value) => {
  const time = Date.parse(value)
  return time >= Date.parse(MIN_INSTANT) && time <= Date.parse(MAX_INSTANT)
}, fieldError('date_out_of_range'))

const calendarList = z.preprocess(
  (value) => (typeof value === 'string' ? (value === '' ? [] : value.split(',')) : value),
  z.array(z.enum(calendarNames, { error: fieldError('invalid_choice') })).max(calendarNames.length),
)

/** GET events: the calendars to show (comma-separated; all when absent) and the visible range. */
export const calendarEventQuerySchema = z.object({
  calendars: calendarList.optional(),
  start: instantSchema.optional(),
  end: instantSchema.optional(),
})
export type CalendarEventQuery = z.infer<typeof calendarEventQuerySchema>

export const calendarEventInputSchema = z
  .object({
    title: singleLineText({ error: fieldError('required') })
      .trim()
      .min(1, fieldError('required'))
      .max(200, fieldError('too_long', 200)),
    start: instantSchema,
    end: instantSchema,
    allDay: z.boolean({ error: fieldError('invalid_value') }).default(false),
    calendar: z.enum(calendarNames, { error: fieldError('invalid_choice') }),
    location: singleLineText().trim().max(200, fieldError('too_long', 200)).default(''),
    description: multiLineText().trim().max(2000, fieldError('too_long', 2000)).default(''),
  })
  .superRefine((event, ctx) => {
    if (Date.parse(event.end) < Date.parse(event.start))
      ctx.addIssue({ code: 'custom', path: ['end'], message: fieldError('end_before_start') })
  })
export type CalendarEventInput = z.infer<typeof calendarEventInputSchema>
export const calendarEventUpdateSchema = calendarEventInputSchema.and(z.object({ version: versionSchema() }))
export type CalendarEventUpdate = z.infer<typeof calendarEventUpdateSchema>
export const calendarEventParamsSchema = idParams

export const calendarEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
  calendar: z.enum(calendarNames),
  location: z.string(),
  description: z.string(),
  version: z.number().int(),
})
export type CalendarEvent = z.infer<typeof calendarEventSchema>
export const calendarEventListSchema = z.array(calendarEventSchema)
