export { registerNotificationRoutes } from './notifications.routes'
export { notify } from './notifications.service'
