export { registerCommissionRoutes } from './commissions.routes'
export { seedCommissions } from './commissions.seed'
export { registerCommissionHooks } from './commissions.hooks'
