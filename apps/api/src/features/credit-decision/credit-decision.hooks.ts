import {
  onStageEntered,
  registerBookedAmount,
  registerCoSignerRequest,
  registerStageGate,
} from '../credit-applications'
import { authorisedTermsOf } from './authorised-terms'
import { decisionOf } from './committee'
import { coSignerPending, pendingConditionCount } from './conditions'
import { staleParts, voidIfStale } from './decision-basis'

/**
 * The decision's part of the workflow (docs/domain.md): deliberación leaves only with a decision that did not
 * reject (a rejection is carried out with the workflow's own "reject" move), autorización only with every
 * condition met and terms authorised.
 */
export function registerCreditDecisionHooks() {
  // Issue 38: before a loan opens, the authorised amount is the one the contract and disbursement follow.
  registerBookedAmount(
    'credit-decision.authorised-amount',
    async (db, applicationId) => (await authorisedTermsOf(db, applicationId))?.amountCents ?? null,
  )
  registerStageGate({
    stage: 'deliberacion',
    id: 'committee_decided',
    message: 'The committee must reach a decision that approves',
    holds: async (db, application) => {
      const decision = await decisionOf(db, application.id)
      if (decision === null || decision.outcome === 'rejected') return false
      // Issue 30: a decision whose file changed since it was taken does not stand.
      return (await staleParts(db, application, decision)).length === 0
    },
  })
  // Issue 30: a file that comes back to the committee, or reaches autorización, changed since its decision
  // loses that decision (kept in voided_decisions with what changed): the committee must vote again.
  onStageEntered('credit-decision.void-stale', async (tx, { application, to }) => {
    if (to !== 'deliberacion' && to !== 'autorizacion') return
    await voidIfStale(tx, application, null)
  })
  // Issue 38: a co-signer condition not yet met lets the file take its co-signer after the references closed.
  registerCoSignerRequest('credit-decision.co-signer-condition', (db, application) =>
    coSignerPending(db, application.id),
  )
  registerStageGate({
    stage: 'autorizacion',
    id: 'conditions_met',
    message: "Every condition of the committee's decision must be met",
    holds: async (db, application) => (await pendingConditionCount(db, application.id)) === 0,
  })
  // Issue 38: a co-signer condition not yet met lets the file take its co-signer after the references closed.
  registerCoSignerRequest('credit-decision.co-signer-condition', (db, application) =>
    coSignerPending(db, application.id),
  )
  registerStageGate({
    stage: 'autorizacion',
    id: 'terms_authorised',
    message: 'Authorise the final terms first',
    holds: async (db, application) => (await authorisedTermsOf(db, application.id)) !== null,
  })
}
