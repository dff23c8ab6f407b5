// The door other features use: the roles' read model and the grant guard, which read no feature that reads
// roles back (users, auth), so they import it without a loop; the routes are in register.ts, for the app root.
export { assertMayGiveRole, assertWithinGrantor, roleGrants, type Grantor } from './grant-guard'
export { roleDirectory } from './role-directory'
