import { useTranslation } from 'react-i18next'
import { mainLinks } from '../components/auth-links'
import { AuthShell } from '../components/auth-shell'
import { LoginForm } from '../components/login-form'

/** /login: the product's sign-in page, with the demo accounts in demo mode. */
export function Component() {
  const { t } = useTranslation()
  return (
    <AuthShell variant="v2" title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <LoginForm links={mainLinks} showDemo />
    </AuthShell>
  )
}
