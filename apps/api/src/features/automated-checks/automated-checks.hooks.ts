import { onStageEntered, registerStageGate } from '../credit-applications'
import { checksCleared, checksFinished, queueChecks } from './checks.service'

/**
 * The checks' part of the workflow: their run on entering análisis, and the two gates of análisis: every
 * check finished (none waiting for the bureau report either), none failed without an override. The run on
 * each new bureau report is registered with the job kinds (checks-jobs.ts): the pull runs in the worker.
 */
export function registerAutomatedCheckHooks() {
  onStageEntered('automated-checks', async (tx, { application, to }) => {
    if (to === 'analisis') await queueChecks(tx, application.id)
  })
  registerStageGate({
    stage: 'analisis',
    id: 'checks_finished',
    message: 'An automated check is pending or running',
    holds: (db, application) => checksFinished(db, application.id),
  })
  registerStageGate({
    stage: 'analisis',
    id: 'checks_cleared',
    message: 'An automated check failed and was not overridden',
    holds: (db, application) => checksCleared(db, application.id),
  })
}
