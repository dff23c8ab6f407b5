export { registerFundingRoutes } from './funding.routes'
export { seedFunding } from './funding.seed'
export { listFunding } from './funding-list'
export { funderOfApplications, fundedByFunder, applicationDisbursementOf } from './funding-records'
