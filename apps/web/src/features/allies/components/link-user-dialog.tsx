import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import type { AllyStaffOption } from '@mesa/contracts'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

interface LinkUserDialogProps {
  open: boolean
  /** Staff users not linked yet. */
  users: AllyStaffOption[]
  onLink: (userId: number) => void
  onClose: () => void
}

/** The "link-account" dialog of spec §3: links a staff user account to the ally. */
export function LinkUserDialog({ open, users, onLink, onClose }: LinkUserDialogProps) {
  const { t } = useTranslation('allies')
  const { t: tc } = useTranslation()
  const [userId, setUserId] = useState<number | ''>('')
  useEffect(() => {
    if (open) setUserId('')
  }, [open])
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="ally-link-title" fullWidth maxWidth="sm">
      <DialogTitle id="ally-link-title">{t('users.link')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('users.linkText')}</DialogContentText>
        <TextField
          select
          fullWidth
          size="small"
          id="ally-link-user"
          label={t('users.user')}
          value={userId}
          onChange={(event) => setUserId(event.target.value ? Number(event.target.value) : '')}
          // A native list: long, and the browser's type-ahead finds a person by name.
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('users.choose')}</option>
          {users.map((user) => (
            <option key={user.id} value={user.id}>
              {`${user.fullName} · ${user.email} · ${tc(`roles.${user.role}`, { defaultValue: user.role })}`}
            </option>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tc('list.cancel')}</Button>
        <Button
          variant="contained"
          disabled={userId === ''}
          onClick={() => {
            if (userId !== '') onLink(userId)
          }}
        >
          {t('users.linkButton')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
