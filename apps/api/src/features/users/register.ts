// What the app root registers from this feature (issue 37): apart from index.ts, whose read models and door
// functions auth, roles, audit and trash use, so that the routes' imports of those features make no loop back.
export { registerUserRoutes } from './users.routes'
export { registerUserTrash } from './user-trash'
