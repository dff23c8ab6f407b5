export { registerEmailRoutes } from './email.routes'
export { seedEmail } from './email.seed'
export { registerEmailSync } from './email-imap'
