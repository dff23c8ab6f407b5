import { registerOverdueSweep } from './features/credit-applications'
import { registerMailJobs } from './features/mail'
import { registerAuditCheckpoints } from './features/audit'
import { registerPastDueSweep } from './features/invoices'

/** Registers every kind of background job and recurring schedule (the API and `npm run worker` both call it). */
export function registerJobKinds() {
  registerOverdueSweep()
  registerMailJobs()
  registerAuditCheckpoints()
  registerPastDueSweep()
}
