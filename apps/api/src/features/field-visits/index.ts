export { registerFieldVisitRoutes } from './field-visits.routes'
export { seedFieldVisits } from './field-visits.seed'
export { visitSummaryOf } from './visit-summary'
