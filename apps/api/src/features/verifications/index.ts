export { registerVerificationRoutes } from './verifications.routes'
export { seedVerifications } from './verifications.seed'
export { registerVerificationJobs } from './verification-ocr'
export { sellerOnboardings } from './seller-onboardings'
