export { registerEmailRoutes } from './mailbox.routes'
export { seedEmail } from './email.seed'
export { registerEmailSync } from './email-imap'
export { registerUploadSweep } from './email-upload-sweep'
