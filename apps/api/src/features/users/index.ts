export { users } from './users.schema'
export { registerUserRoutes } from './users.routes'
