export { roles } from './roles.schema'
export { withAdministratorsKept } from './admin-invariants'
export { registerRoleRoutes } from './roles.routes'
export {
  assertMayGiveRole,
  assertMayTouchUser,
  assertWithinGrantor,
  permissionRules,
  roleGrants,
  type Grantor,
} from './grant-guard'
