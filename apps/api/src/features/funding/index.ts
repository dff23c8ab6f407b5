export { registerFundingRoutes } from './funding.routes'
export { seedFunding } from './funding.seed'
export { listFunding } from './funding-list'
export { funderOfApplications, fundedByFunder, applicationDisbursementOf } from './funding-records'
export { registerFundingApprovals } from './funding-approvals'
export { registerFundingHooks } from './funding.hooks'
/** Read model (issue 37): who funds each application, for other features' figures. */
export { applicationFunders } from './application-funders'
