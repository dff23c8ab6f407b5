export { withAdministratorsKept } from './admin-invariants'
export { registerRoleRoutes } from './roles.routes'
export {
  assertMayGiveRole,
  assertMayTouchUser,
  assertWithinGrantor,
  roleGrants,
  type Grantor,
} from './grant-guard'
export { roleDirectory } from './role-directory'
