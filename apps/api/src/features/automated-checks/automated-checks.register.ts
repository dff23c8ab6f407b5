import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../app-context'
import { onStageEntered, registerStageGate } from '../credit-applications'
import { useCheckStorage } from './checks-jobs'
import { registerCheckRoutes } from './checks.routes'
import { checksCleared, checksFinished, queueChecks } from './checks.service'

/**
 * The checks' routes; their run on entering análisis; and the two gates of análisis: every check finished
 * (none waiting for the bureau report either), none failed without an override. The run on each new
 * bureau report is registered with the job kinds (checks-jobs.ts): the pull runs in the worker process.
 */
export function registerAutomatedChecks(app: FastifyInstance, context: AppContext) {
  useCheckStorage(context.storage)
  registerCheckRoutes(app, context)
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
