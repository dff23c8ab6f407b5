export { registerRecordSearchRoutes } from './record-search.routes'
