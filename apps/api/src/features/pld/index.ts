export { registerPldRoutes } from './pld.routes'
export { registerPldHooks } from './pld.hooks'
/** Issue 35 calls this for each incoming payment: a payer on a blocking list held, cash above the threshold flagged. */
export { screenPayer } from './payer-screening'
export { seedPld } from './pld.seed'
/** The compliance officer's home figures (issue 38). */
export { pldWorkload } from './alerts.service'
