export { registerEmailRoutes } from './mailbox.routes'
export { seedEmail } from './email.seed'
export { registerEmailSync } from './email-sync-jobs'
export { registerUploadSweep } from './email-upload-sweep'
