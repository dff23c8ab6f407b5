import { z } from 'zod'
import { boundedDateSchema } from '../common/bounds'
import { manageAll } from '../permissions/rule-predicates'
import { staffAccess } from '../permissions/staff'

/*
 * The installation's business date (issue 33, docs/domain.md "The business date and the end of day"): the
 * one "today" loan servicing judges by. In production only the end-of-day run moves it, one day at a time;
 * in demo and test mode an administrator may run the end of day up to a later date.
 */
export const businessDatePaths = {
  current: '/api/v1/business-date',
} as const

export const endOfDayRunStatuses = ['running', 'succeeded'] as const
export type EndOfDayRunStatus = (typeof endOfDayRunStatuses)[number]

/** One end-of-day run: the business date it closed, its batches of loans and how long it took. */
export const endOfDayRunSchema = z.object({
  id: z.number().int(),
  /** The business date the run closed (the date moves to the next day when every batch is done). */
  closedOn: z.string(),
  status: z.enum(endOfDayRunStatuses),
  loans: z.number().int(),
  batches: z.number().int(),
  batchesDone: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Wall time from the start to the last batch, null while running. */
  durationMs: z.number().int().nullable(),
})
export type EndOfDayRun = z.infer<typeof endOfDayRunSchema>

export const businessDateResponseSchema = z.object({
  date: z.string(),
  /** Demo and test mode: an administrator may advance it (never back); false in production. */
  settable: z.boolean(),
  /** The latest runs, newest first. */
  runs: z.array(endOfDayRunSchema),
})
export type BusinessDateResponse = z.infer<typeof businessDateResponseSchema>

/** Run the end of day for every day from the business date up to the day before `to`: the date becomes `to`. */
export const advanceBusinessDateSchema = z.object({ to: boundedDateSchema() })
export type AdvanceBusinessDate = z.infer<typeof advanceBusinessDateSchema>

/** Any member of staff reads the business date; only an administrator advances it (demo and test mode). */
export const businessDateReader = staffAccess
export const businessDateAdvancer = manageAll
