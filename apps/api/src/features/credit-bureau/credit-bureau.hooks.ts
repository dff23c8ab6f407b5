import { onStageEntered, registerStageGate } from '../credit-applications'
import { hasFreshReport, pullOnEntry } from './credit-bureau.service'

/** The bureau's part of the workflow: análisis waits for a report of the last 30 days, pulled on entering it. */
export function registerCreditBureauHooks() {
  registerStageGate({
    stage: 'analisis',
    id: 'bureau_report_fresh',
    message: 'The credit bureau report is missing or older than 30 days',
    holds: (db, application) => hasFreshReport(db, application.id),
  })
  onStageEntered('credit-bureau', async (tx, { application, to }) => {
    if (to === 'analisis') await pullOnEntry(tx, application)
  })
}
