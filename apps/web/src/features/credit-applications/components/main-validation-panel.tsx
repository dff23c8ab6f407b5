import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ApplicationDocument } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ability } from '../../../lib/ability'
import { useDocuments } from '../api/get-documents'
import type { ApplicationFile } from '../../../lib/application-file'
import { DocumentPreview } from './document-file-preview'
import { QueryState } from '../../../components/query-state'
import { DocumentLine, reviewColor } from './document-line'
import { EvidenceValues } from './evidence-values'

/**
 * mainValidation: each required document of the checklist beside the captured data it proves, reviewed
 * with the file's own document review (approve, or reject with a reason; validación only).
 */
export function MainValidationPanel({ application }: { application: ApplicationFile }) {
  const { t } = useTranslation('applications')
  const documents = useDocuments(application.origin, application.id)
  const [preview, setPreview] = useState<ApplicationDocument | null>(null)
  const mayReview = ability.can('update', 'Admin') && application.stage === 'validacion'
  const required = application.checklist.filter((item) => item.required)
  return (
    <Stack spacing={2}>
      {application.stage !== 'validacion' && (
        <Alert severity="info">{t('validation.onlyInValidation')}</Alert>
      )}
      <QueryState namespace="applications" query={documents} loadingLabel={t('documents.loading')} />
      {documents.data &&
        required.map((item) => {
          const uploads = documents.data.items.filter((document) => document.kind === item.kind).reverse()
          return (
            <Paper key={item.kind} variant="outlined" sx={{ p: 2 }} data-testid={`validate-${item.kind}`}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
                <Typography variant="subtitle1" component="h2">
                  {t(`documentKinds.${item.kind}`)}
                </Typography>
                <Chip
                  size="small"
                  variant="outlined"
                  color={reviewColor[item.status]}
                  label={t(`documentStatus.${item.status}`)}
                />
              </Box>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
                <Box>
                  <Typography variant="overline" component="h3" color="text.secondary">
                    {t('validation.document')}
                  </Typography>
                  {uploads.length === 0 && (
                    <Typography color="text.secondary">{t('validation.notUploaded')}</Typography>
                  )}
                  {uploads.map((document) => (
                    <DocumentLine
                      key={document.id}
                      application={application}
                      document={document}
                      mayReview={mayReview}
                      onOpen={() => setPreview(document)}
                      onReviewed={() => void documents.refetch()}
                    />
                  ))}
                </Box>
                <Box>
                  <Typography variant="overline" component="h3" color="text.secondary">
                    {t('validation.captured')}
                  </Typography>
                  <EvidenceValues application={application} kind={item.kind} />
                </Box>
              </Box>
            </Paper>
          )
        })}
      {preview && (
        <DocumentPreview
          origin={application.origin}
          id={application.id}
          document={preview}
          onClose={() => setPreview(null)}
        />
      )}
    </Stack>
  )
}
