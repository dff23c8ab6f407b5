export { registerFieldVisitRoutes } from './field-visits.routes'
export { seedFieldVisits } from './field-visits.seed'
export { visitSummaryOf } from './visit-summary'
/** The agent's own agenda (the home's visits of the day, issue 38). */
export { myVisits } from './bookings'
export { registerFieldVisitHooks } from './field-visits.hooks'
