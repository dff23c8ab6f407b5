import { AppSignInEnvironment } from '../components/app-sign-in-environment'
import { RouterSignInNavigation } from '../components/router-sign-in-navigation'
import { SignInPage } from '../components/sign-in-page'

/** /login inside the app (after sign-out, or a guarded redirect): the sign-in page with router navigation. */
export function Component() {
  return (
    <AppSignInEnvironment>
      <RouterSignInNavigation>
        <SignInPage />
      </RouterSignInNavigation>
    </AppSignInEnvironment>
  )
}
