/** Public module of the auth feature for the app layer. */
export { UserMenu } from './components/user-menu'
