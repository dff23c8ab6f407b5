/** The roles feature's screens, one lazy chunk. */
export { Component as RolesPage } from './roles'
export { Component as PermissionsPage } from './permissions'
