export { registerExportRoutes } from './exports.routes'
