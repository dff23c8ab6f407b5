import type { ReactNode } from 'react'
import { useSignInEnvironment } from './sign-in-environment'
import './sign-in.css'

type Severity = 'error' | 'success' | 'info'

/** A tinted notice box (plain elements: the sign-in page runs without MUI's Alert, issue 12). */
export function Notice(props: {
  severity: Severity
  role?: string
  children: ReactNode
  labelledBy?: string
  className?: string
}) {
  return (
    <div
      role={props.role}
      aria-labelledby={props.labelledBy}
      className={['sign-in-notice', `sign-in-notice--${props.severity}`, props.className]
        .filter(Boolean)
        .join(' ')}
    >
      {props.children}
    </div>
  )
}

/** The form-level message (an i18n key, or a text already worded), announced to screen readers. */
export function FormAlert(props: {
  messageKey?: string | null
  message?: string | null
  severity?: 'error' | 'success'
}) {
  const { t } = useSignInEnvironment()
  const text = props.message ?? (props.messageKey ? t(props.messageKey) : null)
  if (!text) return null
  const severity = props.severity ?? 'error'
  return (
    <Notice severity={severity} role={severity === 'error' ? 'alert' : 'status'}>
      {text}
    </Notice>
  )
}
