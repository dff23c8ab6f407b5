export { registerCollectionRoutes } from './collections.routes'
export { registerCollectionsJobs } from './collections.jobs'
export { seedCollections, seedCollectors } from './collections.seed'
/** The home's arrears card (issue 38): the collector's (or supervisor's) day in figures. */
export { deskSummary } from './dashboard'
/** Issue 35: other features' contacts with a loan's customer join the desk's history (collection-contact-sources.ts). */
export { registerContactSource } from './contacts'
/** Issue 35: field visits' collection visits (handed in by collection-contact-sources.ts): the loan a person works, a promise. */
export { visibleDeskLoan } from './collection-scope'
export { makePromise } from './promises'
