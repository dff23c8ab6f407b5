import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { AppSignInEnvironment } from '../components/app-sign-in-environment'
import { mainLinks, variantLinks } from '../components/auth-links'
import { AuthShell, type AuthVariant } from '../components/auth-shell'
import { ForgotPasswordForm } from '../components/forgot-password-form'
import { LoginForm } from '../components/login-form'
import { RouterSignInNavigation } from '../components/router-sign-in-navigation'
import { RegisterForm } from '../components/register-form'
import { RegisterMultiStepsForm } from '../components/register-multi-steps-form'
import { ResetPasswordForm } from '../components/reset-password-form'
import { TwoStepsForm } from '../components/two-steps-form'
import { VerifyEmailPanel } from '../components/verify-email-panel'
// zod's messages as error codes for these forms (lib/error-text.ts words them).
import '../../../lib/zod-codes'

/** Inside the app the sign-in pages read i18next's texts and MUI's theme mode. */
const inApp = (page: ReactNode) => <AppSignInEnvironment>{page}</AppSignInEnvironment>

/** The sign-in pages: one form component each, shown in the v1 (card) or v2 (split) layout. */
function Login({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation()
  return (
    <AuthShell variant={variant} title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <RouterSignInNavigation>
        <LoginForm links={variantLinks(variant)} />
      </RouterSignInNavigation>
    </AuthShell>
  )
}

function Register({ variant, loginLink }: { variant: AuthVariant; loginLink: string }) {
  const { t } = useTranslation()
  return (
    <AuthShell variant={variant} title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      <RegisterForm loginLink={loginLink} />
    </AuthShell>
  )
}

function ForgotPassword({ variant, loginLink }: { variant: AuthVariant; loginLink: string }) {
  const { t } = useTranslation()
  return (
    <AuthShell variant={variant} title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      <ForgotPasswordForm loginLink={loginLink} />
    </AuthShell>
  )
}

function ResetPassword({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation()
  return (
    <AuthShell variant={variant} title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      <ResetPasswordForm loginLink={mainLinks.login} />
    </AuthShell>
  )
}

function TwoSteps({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation()
  return (
    <AuthShell variant={variant} title={t('auth.twoSteps.title')} subtitle={t('auth.twoSteps.subtitle')}>
      <TwoStepsForm loginLink={mainLinks.login} />
    </AuthShell>
  )
}

function VerifyEmail({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation()
  return (
    <AuthShell variant={variant} title={t('auth.verify.title')}>
      <VerifyEmailPanel loginLink={mainLinks.login} />
    </AuthShell>
  )
}

export const RegisterPage = () => inApp(<Register variant="v2" loginLink={mainLinks.login} />)
export const ForgotPasswordPage = () => inApp(<ForgotPassword variant="v2" loginLink={mainLinks.login} />)
export const LoginV1Page = () => inApp(<Login variant="v1" />)
export const LoginV2Page = () => inApp(<Login variant="v2" />)
export const RegisterV1Page = () => inApp(<Register variant="v1" loginLink={variantLinks('v1').login} />)
export const RegisterV2Page = () => inApp(<Register variant="v2" loginLink={variantLinks('v2').login} />)
export const ForgotPasswordV1Page = () =>
  inApp(<ForgotPassword variant="v1" loginLink={variantLinks('v1').login} />)
export const ForgotPasswordV2Page = () =>
  inApp(<ForgotPassword variant="v2" loginLink={variantLinks('v2').login} />)
export const ResetPasswordV1Page = () => inApp(<ResetPassword variant="v1" />)
export const ResetPasswordV2Page = () => inApp(<ResetPassword variant="v2" />)
export const TwoStepsV1Page = () => inApp(<TwoSteps variant="v1" />)
export const TwoStepsV2Page = () => inApp(<TwoSteps variant="v2" />)
export const VerifyEmailV1Page = () => inApp(<VerifyEmail variant="v1" />)
export const VerifyEmailV2Page = () => inApp(<VerifyEmail variant="v2" />)

function RegisterMultiSteps() {
  const { t } = useTranslation()
  return (
    <AuthShell variant="v2" title={t('auth.register.title')} subtitle={t('auth.multiSteps.subtitle')}>
      <RegisterMultiStepsForm loginLink={mainLinks.login} />
    </AuthShell>
  )
}

export const RegisterMultiStepsPage = () => inApp(<RegisterMultiSteps />)
