import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApplicationDocument } from '@mesa/contracts'
import { useReviewDocument } from '../api/review-document'
import type { ApplicationFile } from '../../../lib/application-file'

interface Props {
  application: ApplicationFile
  document: ApplicationDocument
  onDone: () => void
}

/** Approve, or reject with a reason (control desk: update Admin). */
export function DocumentReview({ application, document, onDone }: Props) {
  const { t } = useTranslation('applications')
  const review = useReviewDocument()
  const [rejecting, setRejecting] = useState(false)
  const [reason, setReason] = useState('')
  const submit = (status: 'approved' | 'rejected') =>
    review.mutate(
      {
        origin: application.origin,
        id: application.id,
        documentId: document.id,
        status,
        version: application.version,
        ...(status === 'rejected' ? { reason } : {}),
      },
      { onSuccess: () => (setRejecting(false), onDone()) },
    )
  return (
    <>
      <Button size="small" color="success" disabled={review.isPending} onClick={() => submit('approved')}>
        {t('documents.approve')}
      </Button>
      <Button size="small" color="error" disabled={review.isPending} onClick={() => setRejecting(true)}>
        {t('documents.reject')}
      </Button>
      <Dialog
        open={rejecting}
        onClose={() => setRejecting(false)}
        fullWidth
        maxWidth="xs"
        aria-labelledby="reject-title"
      >
        <DialogTitle id="reject-title">{t('documents.rejectTitle', { name: document.fileName })}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label={t('fields.transition.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={review.isError}
            helperText={review.isError ? t('fieldErrors.reason.required') : undefined}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejecting(false)}>{t('actions.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={reason.trim().length < 3}
            onClick={() => submit('rejected')}
          >
            {t('documents.reject')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}
