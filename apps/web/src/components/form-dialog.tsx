import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { useId, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * The frame of a dialog that submits a form (funding's funder, line and disbursement; an invoice's send and
 * payment; a commission rule or payment; an import row; a store category): the form, the call's error in
 * words, cancel and submit. The browser's own submit is always prevented.
 */
export function FormDialog(props: {
  open: boolean
  title: string
  submitLabel: string
  busy: boolean
  error: string | null
  onSubmit: (event: FormEvent) => void
  onClose: () => void
  children: ReactNode
  maxWidth?: 'xs' | 'sm' | 'md'
  /** The submit's colour where the act warrants care (an override, a rejection): the theme's primary by default. */
  submitColor?: 'primary' | 'warning' | 'error'
}) {
  const { t } = useTranslation()
  const titleId = useId()
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={props.maxWidth ?? 'sm'}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          props.onSubmit(event)
        }}
      >
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          {props.error && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {props.error}
            </Alert>
          )}
          {props.children}
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose} disabled={props.busy}>
            {t('list.cancel')}
          </Button>
          <Button type="submit" variant="contained" color={props.submitColor} disabled={props.busy}>
            {props.submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
