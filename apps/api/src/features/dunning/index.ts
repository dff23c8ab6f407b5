export { registerDunningRoutes } from './dunning.routes'
export { registerDunningJobs } from './dunning.jobs'
export { seedDunning } from './dunning.seed'
/** Issue 35: the loan's reminders and letters as contacts of the collections desk's history (collection-contact-sources.ts). */
export { dunningContactsOfLoan, producedLettersOfLoan } from './dunning-sends'
