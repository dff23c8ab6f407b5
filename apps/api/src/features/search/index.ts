export { registerSearchRoutes, searchDestinationsFor } from './search.routes'
