export { registerFieldVisitRoutes } from './field-visits.routes'
export { seedFieldVisits } from './field-visits.seed'
export { visitSummaryOf } from './visit-summary'
/** The agent's own agenda (the home's visits of the day, issue 38). */
export { myVisits } from './bookings'
export { registerFieldVisitHooks } from './field-visits.hooks'
/** Issue 35: the loan's collection visits as contacts of the collections desk's history (collection-contact-sources.ts). */
export { collectionVisitContacts } from './collection-visits'
export { registerCollectionDesk } from './collection-desk'
