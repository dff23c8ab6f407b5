import { registerStageGate } from '../credit-applications'
import { hasAcceptedVisit } from './visit-requests'

/** The visit's part of the workflow (docs/domain.md, visita): the report is recorded and the analyst accepted it. */
export function registerFieldVisitHooks() {
  registerStageGate({
    stage: 'visita',
    id: 'field_visit_recorded',
    message: 'The visit report is recorded and validated by the analyst',
    holds: (db, application) => hasAcceptedVisit(db, application.id),
  })
}
