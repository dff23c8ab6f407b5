import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { cancelPolicySchema, type Policy } from '@mesa/contracts'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../lib/error-text'
import { useCancelPolicy } from '../api/cancel-policy'

/** Cancels a policy with the reason (kept on the policy and in the audit trail). */
export function CancelPolicyDialog({
  policy,
  onClose,
}: {
  policy: Policy
  onClose: (cancelled: boolean) => void
}) {
  const { t } = useTranslation('insurance')
  const { callText, fieldText } = useErrorText('insurance')
  const titleId = useId()
  const cancel = useCancelPolicy()
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState('')
  const submit = () => {
    const parsed = cancelPolicySchema.safeParse({ version: policy.version, reason })
    if (!parsed.success) {
      setReasonError(fieldText(parsed.error.issues[0]?.message, 'reason'))
      return
    }
    cancel.mutate({ policyId: policy.id, body: parsed.data }, { onSuccess: () => onClose(true) })
  }
  return (
    <Dialog open onClose={() => onClose(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {t('policy.cancelTitle', { number: policy.policyNumber ?? policy.id })}
      </DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          margin="dense"
          label={t('policy.cancelReason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={Boolean(reasonError)}
          helperText={reasonError || ' '}
        />
        {cancel.error && <Alert severity="error">{callText(cancel.error)}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>{t('actions.back')}</Button>
        <Button color="error" variant="contained" disabled={cancel.isPending} onClick={submit}>
          {t('policy.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
