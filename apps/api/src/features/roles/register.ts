// What the app root registers from this feature (issue 37): apart from index.ts, whose read model auth and
// users read, so that the routes' imports of auth, users and audit make no loop back through that door.
export { registerRoleRoutes } from './roles.routes'
