import { RouterSignInNavigation } from '../components/router-sign-in-navigation'
import { SignInPage } from '../components/sign-in-page'

/** /login inside the app (after sign-out, or a guarded redirect): the sign-in page with router navigation. */
export function Component() {
  return (
    <RouterSignInNavigation>
      <SignInPage />
    </RouterSignInNavigation>
  )
}
