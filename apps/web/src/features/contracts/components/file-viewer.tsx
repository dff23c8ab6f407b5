import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { contractFileBlob } from '../api/contract-files'

/** One version's PDF (or its signed scan) shown in a frame from a blob: URL, with a download link. */
export function FileViewer(props: { contractId: number; which: 'pdf' | 'signedScan'; fileName: string }) {
  const { t } = useTranslation('contracts')
  const [file, setFile] = useState<{ url: string; type: string } | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let objectUrl: string | null = null
    let active = true
    setFile(null)
    setFailed(false)
    contractFileBlob(props.contractId, props.which)
      .then((blob) => {
        if (!active) return
        objectUrl = URL.createObjectURL(blob)
        setFile({ url: objectUrl, type: blob.type })
      })
      .catch(() => active && setFailed(true))
    return () => {
      active = false
      if (objectUrl) URL.revokeObjectURL(objectUrl)
    }
  }, [props.contractId, props.which])
  if (failed) return <Alert severity="error">{t('viewer.failed')}</Alert>
  if (!file) return <CircularProgress aria-label={t('viewer.loading')} />
  return (
    <Box>
      <Button
        component="a"
        href={file.url}
        download={props.fileName}
        variant="outlined"
        size="small"
        sx={{ mb: 1 }}
      >
        {t('viewer.download')}
      </Button>
      {file.type.startsWith('image/') ? (
        <Box component="img" src={file.url} alt={props.fileName} sx={{ maxWidth: '100%' }} />
      ) : (
        <Box
          component="iframe"
          src={file.url}
          title={props.fileName}
          sx={{ width: '100%', height: '75vh', border: 1, borderColor: 'divider' }}
        />
      )}
    </Box>
  )
}
