/**
 * The auth feature's door for the light sign-in entry (app/sign-in-app): the page and its navigation, nothing
 * that imports React Router, so a first visit to /login downloads neither the router nor the route table.
 */
export { SignInPage } from './components/sign-in-page'
export {
  anchorLink,
  SignInNavigationProvider,
  type SignInMove,
  type SignInNavigation,
} from './components/sign-in-navigation'
export { PRERENDERED_CONFIG_ID, prerenderWith } from './api/get-config'
export {
  LightSignInEnvironment,
  signInTexts,
  spanishTexts,
  type SignInTexts,
} from './components/light-sign-in-environment'
