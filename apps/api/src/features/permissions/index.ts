// The door other features use: data only, so auth and roles can read it without a loop; the routes are in
// register.ts, for the app root.
export { permissionDirectory, rolePermissionLinks } from './permission-directory'
export { effectiveRulesOf } from './effective-rules'
export { permissionRules, setPermissionsOfRole } from './role-permission-writes'
