export { registerPermissionRoutes } from './permissions.routes'
