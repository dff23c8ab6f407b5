export { registerUserRoutes } from './users.routes'
export { listUsers } from './users.queries'
export { registerUserTrash } from './user-trash'
