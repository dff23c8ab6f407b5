export { authorisedTermsOf } from './authorised-terms'
export { registerCreditDecisionRoutes } from './credit-decision.routes'
export { seedCreditDecision } from './credit-decision.seed'
export { awaitingVoteOf } from './awaiting-vote'
