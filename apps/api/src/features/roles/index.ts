export { roles } from './roles.schema'
export { withAdministratorsKept } from './admin-invariants'
export { registerRoleRoutes } from './roles.routes'
