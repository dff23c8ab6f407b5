import UploadFile from '@mui/icons-material/UploadFile'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import LinearProgress from '@mui/material/LinearProgress'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { DocumentKind } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ability } from '../../../lib/ability'
import type { ApplicationDocument } from '@mesa/contracts'
import { UndoToast, undoThen, useUndoToast } from '../../../components/undo-toast'
import { undoDelete } from '../../../lib/undo'
import { deleteDocument } from '../api/delete-document'
import { useDocuments } from '../api/get-documents'
import { useUploadDocument } from '../api/upload-document'
import { DocumentPreview } from './document-file-preview'
import { DocumentReview } from './document-review'
import { formatDateTime } from '../../../lib/format'
import { readProblem } from '../../../components/form/refusal'
import type { ApplicationFile } from '../../../lib/application-file'

const statusColor = {
  missing: 'default',
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
} as const
const ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp'
const MAX_BYTES = 10 * 1024 * 1024

/** The checklist of the product with each item's status, uploads with progress, previews and review. */
export function DocumentsPanel({ application }: { application: ApplicationFile }) {
  const { t, i18n } = useTranslation('applications')
  const documents = useDocuments(application.origin, application.id)
  const upload = useUploadDocument()
  const [progress, setProgress] = useState<Partial<Record<DocumentKind, number>>>({})
  const [error, setError] = useState<string | null>(null)
  const [preview, setPreview] = useState<ApplicationDocument | null>(null)
  const mayUpload = application.allowedTransitions.length > 0
  const undoToast = useUndoToast()
  const [deleting, setDeleting] = useState<number | null>(null)
  // Documents are reviewed in validation only (the workflow table's review stage; the API refuses others).
  const mayReview = ability.can('update', 'Admin') && application.stage === 'validacion'

  const send = async (kind: DocumentKind, file: File | undefined) => {
    if (!file) return
    setError(null)
    if (file.size > MAX_BYTES) return setError(t('documents.tooLarge'))
    setProgress((current) => ({ ...current, [kind]: 0 }))
    try {
      await upload.mutateAsync({
        origin: application.origin,
        id: application.id,
        kind,
        file,
        onProgress: (percent) => setProgress((current) => ({ ...current, [kind]: percent })),
      })
      await documents.refetch()
    } catch (failure) {
      const problem = readProblem(failure)
      setError(t(problem.kind === 'invalid' ? 'documents.invalidFile' : `problems.${problem.kind}`))
    } finally {
      setProgress(({ [kind]: _done, ...rest }) => rest)
    }
  }

  /** Deletes to the trash; the toast offers the undo for a few seconds (an administrator restores later). */
  const remove = async (document: ApplicationDocument) => {
    setError(null)
    setDeleting(document.id)
    try {
      await deleteDocument(application.origin, application.id, document.id)
      undoToast.show({
        text: t('documents.deleted', { name: document.fileName }),
        onUndo: undoThen({
          restore: () => undoDelete('applicationDocument', document.id),
          failed: () => setError(t('documents.undoFailed')),
          refresh: documents.refetch,
        }),
      })
    } catch (failure) {
      setError(t(`problems.${readProblem(failure).kind}`))
    } finally {
      setDeleting(null)
      await documents.refetch()
    }
  }

  return (
    <Stack spacing={3}>
      {error && (
        <Alert severity="error" role="alert" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Box>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('documents.checklist')}
        </Typography>
        <List dense aria-label={t('documents.checklist')}>
          {application.checklist.map((item) => (
            <ListItem
              key={item.kind}
              divider
              secondaryAction={
                mayUpload ? (
                  <Button
                    component="label"
                    size="small"
                    startIcon={<UploadFile />}
                    disabled={progress[item.kind] !== undefined}
                  >
                    {t('documents.upload')}
                    <input
                      hidden
                      type="file"
                      accept={ACCEPT}
                      aria-label={t('documents.uploadKind', { kind: t(`documentKinds.${item.kind}`) })}
                      data-kind={item.kind}
                      onChange={(event) => {
                        void send(item.kind, event.target.files?.[0])
                        event.target.value = ''
                      }}
                    />
                  </Button>
                ) : undefined
              }
              sx={{ pe: 16 }}
            >
              <ListItemText
                primary={
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <span>{t(`documentKinds.${item.kind}`)}</span>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={statusColor[item.status]}
                      label={t(`documentStatus.${item.status}`)}
                      data-testid={`checklist-${item.kind}`}
                    />
                  </Box>
                }
                secondary={
                  progress[item.kind] !== undefined ? (
                    <LinearProgress
                      variant="determinate"
                      value={progress[item.kind]}
                      aria-label={t('documents.uploading')}
                      sx={{ mt: 1, maxWidth: 240 }}
                    />
                  ) : item.required ? (
                    t('documents.required')
                  ) : undefined
                }
                slotProps={{ secondary: { component: 'div' } }}
              />
            </ListItem>
          ))}
        </List>
      </Box>
      <Box>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('documents.uploaded')}
        </Typography>
        {documents.isPending && <LinearProgress aria-label={t('documents.loading')} />}
        {documents.isError && <Alert severity="error">{t('problems.generic')}</Alert>}
        {documents.data?.items.length === 0 && (
          <Typography color="text.secondary">{t('documents.none')}</Typography>
        )}
        <List dense>
          {documents.data?.items.map((document) => (
            <ListItem key={document.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                primary={`${t(`documentKinds.${document.kind}`)} · ${document.fileName}`}
                secondary={
                  <>
                    {t('documents.uploadedBy', {
                      name: document.uploadedBy?.fullName ?? '—',
                      date: formatDateTime(document.createdAt, i18n.language),
                    })}
                    {document.rejectionReason ? ` · ${document.rejectionReason}` : ''}
                  </>
                }
              />
              <Chip
                size="small"
                variant="outlined"
                color={statusColor[document.status]}
                label={t(`documentStatus.${document.status}`)}
              />
              <Button size="small" onClick={() => setPreview(document)}>
                {t('documents.preview')}
              </Button>
              {mayUpload && (
                <Button
                  size="small"
                  color="error"
                  disabled={deleting === document.id}
                  onClick={() => void remove(document)}
                  aria-label={t('documents.deleteNamed', { name: document.fileName })}
                >
                  {t('documents.delete')}
                </Button>
              )}
              {mayReview && document.status === 'pending' && (
                <DocumentReview
                  application={application}
                  document={document}
                  onDone={() => void documents.refetch()}
                />
              )}
            </ListItem>
          ))}
        </List>
      </Box>
      {preview && (
        <DocumentPreview
          origin={application.origin}
          id={application.id}
          document={preview}
          onClose={() => setPreview(null)}
        />
      )}
      <UndoToast {...undoToast.toast} />
    </Stack>
  )
}
