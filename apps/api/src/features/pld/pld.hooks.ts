import { onApplicationCaptured, onStageEntered, registerStageGate } from '../credit-applications'
import { hasBlockingAlert, screenApplication } from './subject-screening'

const message =
  'A money-laundering prevention alert on a blocked-persons list is open: the compliance officer must dismiss it first'

/**
 * Money-laundering prevention in the workflow (issue 36, docs/compliance.md): the applicant and co-signer
 * are screened at capture (creation and each change of their sections) and again on entering fondeo (the
 * lists may have changed since); an undismissed hit on a blocking list (UIF, OFAC) refuses entering fondeo
 * and leaving it, so the money does not go out until an officer dismisses the alert.
 */
export function registerPldHooks() {
  onApplicationCaptured('pld.screen-at-capture', (tx, applicationId) =>
    screenApplication(tx, applicationId, 'capture'),
  )
  registerStageGate({
    stage: 'contrato',
    id: 'pld_clear',
    message,
    holds: async (db, application) => !(await hasBlockingAlert(db, application.id)),
  })
  registerStageGate({
    stage: 'fondeo',
    id: 'pld_clear_to_fund',
    message,
    holds: async (db, application) => !(await hasBlockingAlert(db, application.id)),
  })
  onStageEntered('pld.screen-at-disbursement', async (tx, { application, to }) => {
    if (to === 'fondeo') await screenApplication(tx, application.id, 'disbursement')
  })
}
