export { permissions, rolePermissions } from './permissions.schema'
export { registerPermissionRoutes } from './permissions.routes'
