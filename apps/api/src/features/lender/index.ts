export { registerLenderRoutes } from './lender.routes'
export { lenderProfileOf, ensureLenderProfile } from './lender-profile'
