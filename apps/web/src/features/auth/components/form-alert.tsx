import Box from '@mui/material/Box'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

type Severity = 'error' | 'success' | 'info'

/** A tinted notice box (lighter than MUI Alert, which the sign-in page would otherwise load with its icons). */
export function Notice(props: {
  severity: Severity
  role?: string
  children: ReactNode
  labelledBy?: string
}) {
  return (
    <Box
      role={props.role}
      aria-labelledby={props.labelledBy}
      sx={(theme) => ({
        mb: 2,
        px: 2,
        py: 1.5,
        borderRadius: 1,
        borderInlineStart: '4px solid',
        borderColor: `${props.severity}.main`,
        bgcolor: theme.vars
          ? `rgba(${theme.vars.palette[props.severity].mainChannel} / 0.06)`
          : 'action.hover',
        color: 'text.primary',
      })}
    >
      {props.children}
    </Box>
  )
}

/** The form-level message (an i18n key, or a text already worded), announced to screen readers. */
export function FormAlert(props: {
  messageKey?: string | null
  message?: string | null
  severity?: 'error' | 'success'
}) {
  const { t } = useTranslation()
  const text = props.message ?? (props.messageKey ? t(props.messageKey) : null)
  if (!text) return null
  const severity = props.severity ?? 'error'
  return (
    <Notice severity={severity} role={severity === 'error' ? 'alert' : 'status'}>
      {text}
    </Notice>
  )
}
