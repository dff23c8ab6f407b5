import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import type { AutomatedCheck } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { placeFieldErrors, useErrorText } from '../../../../lib/error-text'
import type { ApplicationFile } from '../../../../lib/application-file'
import { useOverrideCheck } from '../api/change-checks'

/** Override a failed check: the reason is required (the API audits it with the analyst's name). */
export function OverrideDialog(props: {
  application: ApplicationFile
  check: AutomatedCheck
  onClose: () => void
}) {
  const { application, check, onClose } = props
  const { t } = useTranslation('applications')
  const errorText = useErrorText('applications')
  const override = useOverrideCheck()
  const [reason, setReason] = useState('')
  const [fieldError, setFieldError] = useState('')
  const submit = () =>
    override.mutate(
      { origin: application.origin, id: application.id, check: check.name, reason, version: check.version },
      {
        onSuccess: onClose,
        onError: (error) => {
          placeFieldErrors(
            error,
            (field, entry) => field === 'reason' && (setFieldError(errorText.fieldText(entry, field)), true),
          )
        },
      },
    )
  return (
    <Dialog open onClose={onClose} aria-labelledby="override-title" fullWidth maxWidth="sm">
      <DialogTitle id="override-title">
        {t('analysis.checks.overrideTitle', { check: t(`analysis.checkNames.${check.name}`) })}
      </DialogTitle>
      <DialogContent>
        {override.isError && !fieldError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorText.callText(override.error)}
          </Alert>
        )}
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          id="override-reason"
          label={t('analysis.checks.reason')}
          value={reason}
          onChange={(event) => (setReason(event.target.value), setFieldError(''))}
          error={Boolean(fieldError)}
          helperText={fieldError || t('analysis.checks.reasonHelp')}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button
          variant="contained"
          color="warning"
          onClick={submit}
          disabled={override.isPending || reason.trim().length === 0}
        >
          {t('analysis.checks.overrideConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
