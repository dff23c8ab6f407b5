/** Public module of the account feature for the app layer (the navbar's presence selector). */
export { PresenceMenu } from './components/presence-menu'
export { NotificationBell } from './components/notification-bell'
