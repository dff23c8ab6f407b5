export { authorisedTermsOf, authorisationTermsById } from './authorised-terms'
export { onTermsAuthorised } from './authorisation-hooks'
export { registerCreditDecisionRoutes } from './credit-decision.routes'
export { seedCreditDecision } from './credit-decision.seed'
