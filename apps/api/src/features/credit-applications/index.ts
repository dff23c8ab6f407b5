export { registerCreditApplicationRoutes } from './credit-applications.routes'
export { seedCreditApplications } from './credit-applications.seed'
export { listCreditApplications } from './credit-applications.queries'
