import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import type { CreditProduct } from '@mesa/contracts'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { getDocumentFile } from '../api/get-document-file'
import type { ApplicationDocument } from '@mesa/contracts'

interface Props {
  origin: CreditProduct
  id: number
  document: ApplicationDocument
  onClose: () => void
}

/** Fetches the file with the bearer token and shows it from a blob: URL (PDF in a frame, images inline). */
export function DocumentPreview({ origin, id, document, onClose }: Props) {
  const { t } = useTranslation('applications')
  const [url, setUrl] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let objectUrl: string | null = null
    let active = true
    getDocumentFile(origin, id, document.id)
      .then((blob) => {
        if (!active) return
        objectUrl = URL.createObjectURL(blob)
        setUrl(objectUrl)
      })
      .catch(() => active && setFailed(true))
    return () => {
      active = false
      if (objectUrl) URL.revokeObjectURL(objectUrl)
    }
  }, [origin, id, document.id])
  const isPdf = document.contentType === 'application/pdf'
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="preview-title">
      <DialogTitle id="preview-title">{document.fileName}</DialogTitle>
      <DialogContent dividers sx={{ minHeight: 300, display: 'grid', placeItems: 'center' }}>
        {failed ? (
          <Alert severity="error">{t('documents.previewError')}</Alert>
        ) : !url ? (
          <CircularProgress aria-label={t('documents.loadingPreview')} />
        ) : isPdf ? (
          <Box
            component="iframe"
            src={url}
            title={document.fileName}
            sx={{ width: '100%', height: '70vh', border: 0 }}
          />
        ) : (
          <Box
            component="img"
            src={url}
            alt={document.fileName}
            sx={{ maxWidth: '100%', maxHeight: '70vh' }}
          />
        )}
      </DialogContent>
      <DialogActions>
        {url && (
          <Button component="a" href={url} download={document.fileName}>
            {t('documents.download')}
          </Button>
        )}
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
