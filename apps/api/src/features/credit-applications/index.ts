export { registerCreditApplicationRoutes } from './credit-applications.routes'
export { seedCreditApplications } from './credit-applications.seed'
export { listCreditApplications } from './credit-applications.queries'
export { applicationReaderCheck } from './credit-application-access'
/** The row scope on `applicationDirectory` (ally-side staff see their allies' and their own applications). */
export { visibleInDirectory, visibleInRecords } from './credit-application-access'
export { registerOverdueSweep } from './overdue-sweep'
export { registerDocumentTrash } from './document-trash'
export { registerStageGate, onStageEntered, onApplicationCaptured, registeredStageRules } from './stage-hooks'
/** Issue 38: the credit decision says when the committee asked for a co-signer the file may still take. */
export { registerCoSignerRequest } from './co-signer'
export { registerBookedAmount } from './booked-amount'
export { registerVinHolders } from './vin-holders'
export { closeAsPaidOff, reopenAfterReversal } from './paid-off'
export { advanceStage } from './stage-advance'
export {
  loadApplication,
  loadPermittedApplication,
  lockApplication,
  type ApplicationRow,
} from './credit-application-record'
export { pauseStageClock, resumeStageClock } from './sla-clock'
export { announceRecordChange, announceUnchanged } from './credit-application-events'
/** Bulk import (issue 20) captures and revises applications as the capture form does. */
export { captureApplications, capturedApplicationsByCurp, reviseCapture } from './bulk-capture'
export { liveCurpsPastCapture } from './duplicate-checks'
/** The home's cards (issue 38): counts and first rows of a person's queues. */
export { applicationQueue, workedByRules, type QueueFilter } from './work-queues'
/** Read models (issue 37): other features read applications, their documents and history through these. */
export {
  applicationDirectory,
  applicationDocuments,
  applicationEvents,
  applicationRecords,
} from './application-directory'
/** Writes other features' demo seeds make on an application's file. */
export { recordPayoffDate, retypeCurp } from './demo-adjustments'
