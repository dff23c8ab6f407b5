export { registerLenderRoutes } from './lender.routes'
export { lenderProfileOf } from './lender-profile'
export { standardLender } from './standard-lender'
