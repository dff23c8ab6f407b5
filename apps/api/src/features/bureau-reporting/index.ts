export { registerBureauReportingRoutes } from './bureau-reporting.routes'
