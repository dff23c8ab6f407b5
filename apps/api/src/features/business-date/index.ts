/** The installation's business date (issue 33): loan servicing's "today", moved by the end-of-day run. */
export { businessDateOf, pinBusinessDate, watchBusinessDate } from './business-date'
export { registerDayCloser, type DayBatch } from './end-of-day.registry'
export { registerEndOfDayJobs } from './end-of-day.jobs'
export { registerBusinessDateRoutes } from './business-date.routes'
