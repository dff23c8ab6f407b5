// What the app root registers from the books (issue 34): apart from index.ts, the door loan servicing posts
// through, so that the routes' imports (auth, approvals, business date, users) make no loop back through it.
export { registerAccountingRoutes } from './accounting.routes'
/** Issue 34 item 5: the CFDI of payments' interest and fees (routes; the payment listener and the stamp jobs). */
export { registerCfdiRoutes } from './cfdi/cfdi.routes'
export { registerCfdiJobs } from './cfdi/register-cfdi'
/** The month-end close's job (the close screen asks for it). */
export { registerPeriodCloseJob } from './period-close-runs'
export { seedCfdi } from './cfdi/cfdi.seed'
