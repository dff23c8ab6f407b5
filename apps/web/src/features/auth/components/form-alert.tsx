import Alert from '@mui/material/Alert'
import { useTranslation } from 'react-i18next'

/** The form-level message (an i18n key), announced to screen readers. */
export function FormAlert(props: { messageKey: string | null; severity?: 'error' | 'success' | 'info' }) {
  const { t } = useTranslation()
  if (!props.messageKey) return null
  return (
    <Alert
      severity={props.severity ?? 'error'}
      role={props.severity === 'success' ? 'status' : 'alert'}
      sx={{ mb: 2 }}
    >
      {t(props.messageKey)}
    </Alert>
  )
}
