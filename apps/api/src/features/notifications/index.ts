export { registerNotificationRoutes } from './notifications.routes'
export { notify, purgeExpiredNotifications } from './notifications.service'
