export { registerProfileRoutes } from './profile.routes'
