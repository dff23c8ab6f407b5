import { VERIFIED_REFERENCES_REQUIRED } from '@mesa/contracts'
import { onStageEntered, registerStageGate } from '../credit-applications'
import { hasOpenClarification, withdrawOpenClarifications } from './clarifications'
import { verifiedReferenceCount } from './reference-calls'

/** The desk's part of the workflow (docs/domain.md, validación): two gates and the clean-up on leaving. */
export function registerValidationDeskHooks() {
  registerStageGate({
    stage: 'validacion',
    id: 'references_verified',
    message: `Verify at least ${VERIFIED_REFERENCES_REQUIRED} references by phone`,
    holds: async (db, application) =>
      (await verifiedReferenceCount(db, application.id)) >= VERIFIED_REFERENCES_REQUIRED,
  })
  registerStageGate({
    stage: 'validacion',
    id: 'clarifications_closed',
    message: 'A clarification asked of the ally is still open',
    holds: async (db, application) => !(await hasOpenClarification(db, application.id)),
  })
  onStageEntered('validation-desk.withdraw-clarifications', async (tx, { application, from }) => {
    if (from === 'validacion') await withdrawOpenClarifications(tx, application.id)
  })
}
