import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { blacklistKinds, type BlacklistKind } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { placeFieldErrors, useErrorText } from '../../../lib/error-text'
import { useAddBlacklistEntry } from '../api/change-blacklist'

/** An administrator bars a CURP, RFC, phone, e-mail or name, with the reason. */
export function AddEntryDialog({ onClose, onAdded }: { onClose: () => void; onAdded: () => void }) {
  const { t } = useTranslation('blacklist')
  const errorText = useErrorText('blacklist')
  const add = useAddBlacklistEntry()
  const [kind, setKind] = useState<BlacklistKind>('curp')
  const [value, setValue] = useState('')
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const submit = () =>
    add.mutate(
      { kind, value, reason },
      {
        onSuccess: () => (onAdded(), onClose()),
        onError: (error) => {
          const found: Record<string, string> = {}
          placeFieldErrors(
            error,
            (field, entry) => ((found[field] = errorText.fieldText(entry, field)), true),
          )
          setErrors(found)
        },
      },
    )
  return (
    <Dialog open onClose={onClose} aria-labelledby="blacklist-add-title" fullWidth maxWidth="sm">
      <DialogTitle id="blacklist-add-title">{t('add.title')}</DialogTitle>
      <DialogContent>
        {add.isError && Object.keys(errors).length === 0 && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorText.callText(add.error)}
          </Alert>
        )}
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            select
            id="blacklist-kind"
            label={t('columns.kind')}
            value={kind}
            onChange={(event) => setKind(event.target.value as BlacklistKind)}
          >
            {blacklistKinds.map((option) => (
              <MenuItem key={option} value={option}>
                {t(`kinds.${option}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            id="blacklist-value"
            label={t('columns.value')}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={Boolean(errors.value)}
            helperText={errors.value}
          />
          <TextField
            id="blacklist-reason"
            label={t('columns.reason')}
            value={reason}
            multiline
            minRows={2}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(errors.reason)}
            helperText={errors.reason}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('add.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={add.isPending}>
          {t('add.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
