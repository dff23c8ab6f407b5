export { registerLenderRoutes } from './lender.routes'
export { lenderProfileOf, ensureLenderProfile } from './lender-profile'
export { standardLender } from './standard-lender'
