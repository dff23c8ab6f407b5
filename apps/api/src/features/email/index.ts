export { registerEmailRoutes } from './mailbox.routes'
export { seedEmail } from './email.seed'
export { registerEmailSync } from './email-imap'
