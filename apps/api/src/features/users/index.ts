export { registerUserRoutes } from './users.routes'
export { listUsers } from './users.queries'
export { registerUserTrash } from './user-trash'
export { userDirectory, userDirectoryAs, userProfiles } from './user-directory'
