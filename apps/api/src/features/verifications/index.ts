export { registerVerificationRoutes } from './verifications.routes'
export { seedVerifications } from './verifications.seed'
