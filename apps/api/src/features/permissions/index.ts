export { registerPermissionRoutes } from './permissions.routes'
export { permissionDirectory, rolePermissionLinks } from './permission-directory'
