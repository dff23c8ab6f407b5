import { lazy, Suspense, type ReactNode } from 'react'
import { APP_TITLE } from '../../../lib/config'
import { SignInSwitchers } from './sign-in-switchers'
import './sign-in.css'

/** Decorative, so it may arrive after the form. */
const AuthIllustration = lazy(() => import('./auth-illustration'))

export type AuthVariant = 'v1' | 'v2'

interface AuthShellProps {
  variant: AuthVariant
  title: string
  subtitle?: string
  children: ReactNode
}

function Heading(props: { title: string; subtitle?: string }) {
  return (
    <>
      <div className="sign-in-brand">
        <img src="/favicon.svg" alt="" />
        <span>{APP_TITLE}</span>
      </div>
      <h1 className="sign-in-title">{props.title}</h1>
      {props.subtitle && <p className="sign-in-subtitle">{props.subtitle}</p>}
    </>
  )
}

/**
 * The two layouts of every sign-in form: v1 a centred card, v2 a split page with an illustration panel. Plain
 * elements and sign-in.css, not MUI: /login shows and submits its form without MUI's JavaScript (issue 12).
 */
export function AuthShell({ variant, title, subtitle, children }: AuthShellProps) {
  if (variant === 'v1') {
    return (
      <main className="sign-in-main sign-in-main--card">
        <SignInSwitchers />
        <div className="sign-in-card">
          <Heading title={title} subtitle={subtitle} />
          {children}
        </div>
      </main>
    )
  }
  return (
    <main className="sign-in-main">
      <div className="sign-in-illustration">
        <Suspense fallback={null}>
          <AuthIllustration />
        </Suspense>
      </div>
      <div className="sign-in-panel">
        <SignInSwitchers />
        <Heading title={title} subtitle={subtitle} />
        {children}
      </div>
    </main>
  )
}
