export { authorisedTermsOf, authorisationTermsById } from './authorised-terms'
export { onTermsAuthorised } from './authorisation-hooks'
export { registerCreditDecisionRoutes } from './credit-decision.routes'
export { seedCreditDecision } from './credit-decision.seed'
export { awaitingVoteOf } from './awaiting-vote'
export { registerCreditDecisionHooks } from './credit-decision.hooks'
/** Read model (issue 37): other features read authorised terms through it, never the table. */
export { authorisationDirectory } from './authorisation-directory'
/** Issue 38: the committee's conditions the contract states. */
export { contractConditionsOf } from './conditions'
