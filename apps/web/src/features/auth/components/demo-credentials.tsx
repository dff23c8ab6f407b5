import type { PublicConfig } from '../api/get-config'
import { Notice } from './form-alert'
import { useSignInEnvironment } from './sign-in-environment'

/** In demo mode the sign-in page lists the seeded accounts; choosing one fills the form. */
export default function DemoCredentials(props: {
  config: PublicConfig
  onPick: (email: string, password: string) => void
}) {
  const { t } = useSignInEnvironment()
  if (props.config.demoCredentials.length === 0) return null
  return (
    <Notice severity="info" role="region" labelledBy="demo-credentials-title" className="sign-in-demo">
      <h2 id="demo-credentials-title">{t('auth.login.demoTitle')}</h2>
      <ul>
        {props.config.demoCredentials.map((credential) => (
          <li key={credential.email}>
            <div className="sign-in-demo-account">
              <strong>{t(`roles.${credential.role}`, { defaultValue: credential.role })}</strong>{' '}
              <span dir="ltr">
                {credential.email} / {credential.password}
              </span>
            </div>
            <button
              type="button"
              className="sign-in-text-button"
              aria-label={t('auth.login.useDemoFor', { email: credential.email })}
              onClick={() => props.onPick(credential.email, credential.password)}
            >
              {t('auth.login.useDemo')}
            </button>
          </li>
        ))}
      </ul>
    </Notice>
  )
}
