export { queueMail, type OutgoingMail } from './mail-service'
export { registerMailRoutes } from './mail.routes'
