import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { documentReviewRequestSchema, type ApplicationDocument } from '@mesa/contracts'
import { useReviewDocument } from '../api/review-document'
import type { ApplicationFile } from '../../../lib/application-file'
import { FormField, useContractForm } from '../../../components/form'
import { FormDialog } from '../../../components/form-dialog'

interface Props {
  application: ApplicationFile
  document: ApplicationDocument
  onDone: () => void
}

interface RejectionValues {
  reason: string
}

/** A rejection as the contract's review: the reason typed, with the application's version the reviewer saw. */
const rejectionSchema = (version: number) =>
  z
    .custom<RejectionValues>()
    .transform((values): unknown => ({ status: 'rejected', reason: values.reason, version }))
    .pipe(documentReviewRequestSchema)

/** Approve, or reject with a reason (control desk: update Admin). */
export function DocumentReview({ application, document, onDone }: Props) {
  const { t } = useTranslation('applications')
  const review = useReviewDocument()
  const [rejecting, setRejecting] = useState(false)
  const form = useContractForm(rejectionSchema(application.version), {
    namespace: 'applications',
    defaultValues: { reason: '' },
  })
  const target = { origin: application.origin, id: application.id, documentId: document.id }
  const approve = () =>
    review.mutate({ ...target, status: 'approved', version: application.version }, { onSuccess: onDone })
  const close = () => {
    setRejecting(false)
    form.reset()
    form.clearServerError()
  }
  const reject = form.handleSubmit(async (body) => {
    form.clearServerError()
    try {
      await review.mutateAsync({ ...target, ...body })
      close()
      onDone()
    } catch (failure) {
      form.failWith(failure)
    }
  })
  return (
    <>
      <Button size="small" color="success" disabled={review.isPending} onClick={approve}>
        {t('documents.approve')}
      </Button>
      <Button size="small" color="error" disabled={review.isPending} onClick={() => setRejecting(true)}>
        {t('documents.reject')}
      </Button>
      <FormDialog
        open={rejecting}
        title={t('documents.rejectTitle', { name: document.fileName })}
        submitLabel={t('documents.reject')}
        submitColor="error"
        maxWidth="xs"
        busy={form.formState.isSubmitting}
        error={form.serverError}
        onSubmit={(event) => void reject(event)}
        onClose={close}
      >
        <Box sx={{ pt: 1 }}>
          <FormField
            control={form.control}
            name="reason"
            namespace="applications"
            idPrefix="reject"
            multiline
            label={t('fields.transition.reason')}
          />
        </Box>
      </FormDialog>
    </>
  )
}
