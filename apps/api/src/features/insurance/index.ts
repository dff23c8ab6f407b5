export { registerInsuranceRoutes } from './insurance.routes'
export { seedInsurance } from './insurance.seed'
export { useInsuranceProvider, type InsuranceProvider } from './insurer-providers'
export { registerInsuranceHooks } from './insurance.hooks'
