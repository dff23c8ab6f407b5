// What the app root registers from this feature (issue 37): apart from index.ts, whose data auth and roles
// read, so that the routes' imports of auth, roles and audit make no loop back through that door.
export { registerPermissionRoutes } from './permissions.routes'
