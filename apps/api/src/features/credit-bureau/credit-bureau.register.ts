import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../app-context'
import { onStageEntered, registerStageGate } from '../credit-applications'
import { registerCreditBureauRoutes } from './credit-bureau.routes'
import { hasFreshReport, pullOnEntry } from './credit-bureau.service'

/** The bureau's routes, its análisis gate (a report of the last 30 days) and its pull on entering análisis. */
export function registerCreditBureau(app: FastifyInstance, context: AppContext) {
  registerCreditBureauRoutes(app, context)
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
