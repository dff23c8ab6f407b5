export { registerDunningRoutes } from './dunning.routes'
export { registerDunningJobs } from './dunning.jobs'
export { seedDunning } from './dunning.seed'
/**
 * Issue 35: the loan's reminders and letters as contacts, for the collections desk's history (the lead
 * registers it as a contact source at merge).
 * @public
 */
export { dunningContactsOfLoan, type CollectionContact } from './dunning-sends'
