export { registerIdentifierRoutes } from './identifiers.routes'
