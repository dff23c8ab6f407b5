export { registerUserRoutes } from './users.routes'
export { listUsers } from './users.queries'
