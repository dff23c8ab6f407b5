import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ApplicationDocument } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import type { ApplicationFile } from '../../../../lib/application-file'
import { DocumentReview } from '../../components/document-review'

export const reviewColor = {
  missing: 'default',
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
} as const

interface Props {
  application: ApplicationFile
  document: ApplicationDocument
  mayReview: boolean
  onOpen: () => void
  onReviewed: () => void
}

/** One upload of a checklist item: its name opens the preview; pending ones are approved or rejected here. */
export function DocumentLine({ application, document, mayReview, onOpen, onReviewed }: Props) {
  const { t } = useTranslation('applications')
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', py: 0.5 }}>
      <Button
        size="small"
        variant="text"
        onClick={onOpen}
        sx={{ textTransform: 'none', overflowWrap: 'anywhere', textAlign: 'start' }}
      >
        {document.fileName}
      </Button>
      <Chip
        size="small"
        color={reviewColor[document.status]}
        label={t(`documentStatus.${document.status}`)}
      />
      {mayReview && document.status === 'pending' && (
        <DocumentReview application={application} document={document} onDone={onReviewed} />
      )}
      {document.rejectionReason !== null && (
        <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
          {document.rejectionReason}
        </Typography>
      )}
    </Stack>
  )
}
