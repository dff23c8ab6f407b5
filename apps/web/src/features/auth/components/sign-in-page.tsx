import { mainLinks } from './auth-links'
import { AuthShell } from './auth-shell'
import { LoginForm } from './login-form'
import { useSignInEnvironment } from './sign-in-environment'

/** The product's sign-in page, with the demo accounts in demo mode (needs a SignInNavigationProvider). */
export function SignInPage() {
  const { t } = useSignInEnvironment()
  return (
    <AuthShell variant="v2" title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <LoginForm links={mainLinks} showDemo />
    </AuthShell>
  )
}
