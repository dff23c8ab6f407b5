export { registerSystemRoutes } from './system.routes'
export { registerRetentionJobs } from './retention'
