import type { UserDetail } from '@mesa/contracts'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ability } from '../../../lib/ability'
import { useResetTwoFactor } from '../api/reset-two-factor'
import { useErrorText } from '../../../lib/error-text'

/**
 * For a user who lost their authenticator: after a confirmation, turns off their two-step sign-in and
 * ends their sessions (update Users; the API lets only an administrator do it to an administrator).
 */
export function ResetTwoFactorButton({ user }: { user: UserDetail }) {
  const { t } = useTranslation('users')
  const reset = useResetTwoFactor(user.id)
  const { callText } = useErrorText('users')
  const [open, setOpen] = useState(false)
  const [error, setError] = useState<string | null>(null)
  if (!user.twoFactorEnabled || !ability.can('update', 'Users')) return null

  const confirm = async () => {
    setError(null)
    try {
      await reset.mutateAsync()
      setOpen(false)
    } catch (caught) {
      setError(callText(caught))
    }
  }

  return (
    <>
      <Button size="small" color="warning" variant="outlined" onClick={() => setOpen(true)}>
        {t('twoFactorReset.action')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="reset-two-factor-title">
        <DialogTitle id="reset-two-factor-title">{t('twoFactorReset.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('twoFactorReset.body', { name: user.fullName })}</DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('twoFactorReset.cancel')}</Button>
          <Button
            color="warning"
            variant="contained"
            disabled={reset.isPending}
            onClick={() => void confirm()}
          >
            {t('twoFactorReset.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}
