export { registerCreditApplicationRoutes } from './credit-applications.routes'
export { seedCreditApplications } from './credit-applications.seed'
export { listCreditApplications } from './credit-applications.queries'
export { applicationReaderCheck, visibleApplications } from './credit-application-access'
export { registerOverdueSweep } from './overdue-sweep'
export { registerDocumentTrash } from './document-trash'
export { registerStageGate, onStageEntered, registeredStageRules } from './stage-hooks'
export { closeAsPaidOff, reopenAfterReversal } from './paid-off'
export { advanceStage } from './stage-advance'
export { loadApplication, loadPermittedApplication, type ApplicationRow } from './credit-application-record'
export { pauseStageClock, resumeStageClock } from './sla-clock'
export { announceRecordChange, announceUnchanged } from './credit-application-events'
/** Past the stage's target hours now (the list's `overdue` filter); the portfolio dashboard counts with it. */
export { overdueCondition } from './credit-applications.queries'
/** Bulk import (issue 20) captures and revises applications as the capture form does. */
export { captureApplications, capturedApplicationsByCurp, reviseCapture } from './bulk-capture'
/** The home's cards (issue 38): counts and first rows of a person's queues. */
export { applicationQueue, workedByRules, type QueueFilter } from './work-queues'
