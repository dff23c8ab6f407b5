export { enqueue } from './jobs.queue'
export { registerJobHandler, registerJobSchedule, type JobContext } from './jobs.registry'
export { JobWorker } from './jobs.worker'
export { registerJobRoutes } from './jobs.routes'
