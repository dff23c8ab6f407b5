import AttachFile from '@mui/icons-material/AttachFile'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { EMAIL_ATTACHMENTS_MAX, type EmailAttachment } from '@mesa/contracts'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../lib/error-text'
import { uploadAttachment } from '../api/upload-attachment'

interface ComposeAttachmentsProps {
  value: EmailAttachment[]
  onChange: (update: (current: EmailAttachment[]) => EmailAttachment[]) => void
}

interface Upload {
  key: string
  name: string
  progress: number
}

/** Files for the message: each uploaded at once with its progress; PDF and images (the upload rules). */
export function ComposeAttachments({ value, onChange }: ComposeAttachmentsProps) {
  const { t } = useTranslation('email')
  const { callText } = useErrorText('email')
  const input = useRef<HTMLInputElement>(null)
  const [uploads, setUploads] = useState<Upload[]>([])
  const [error, setError] = useState('')

  const add = async (files: FileList | null) => {
    setError('')
    for (const file of Array.from(files ?? [])) {
      const key = `${file.name}-${file.size}-${Math.random()}`
      setUploads((current) => [...current, { key, name: file.name, progress: 0 }])
      try {
        const attachment = await uploadAttachment(file, (progress) =>
          setUploads((current) =>
            current.map((upload) => (upload.key === key ? { ...upload, progress } : upload)),
          ),
        )
        onChange((current) => [...current, attachment].slice(0, EMAIL_ATTACHMENTS_MAX))
      } catch (failure) {
        setError(`${file.name}: ${callText(failure)}`)
      } finally {
        setUploads((current) => current.filter((upload) => upload.key !== key))
      }
    }
    if (input.current) input.current.value = ''
  }

  return (
    <Box>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept="application/pdf,image/jpeg,image/png,image/webp"
        onChange={(event) => void add(event.target.files)}
        data-testid="email-attachment-input"
      />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button
          size="small"
          startIcon={<AttachFile />}
          onClick={() => input.current?.click()}
          disabled={value.length >= EMAIL_ATTACHMENTS_MAX}
        >
          {t('compose.attach')}
        </Button>
        {value.map((attachment) => (
          <Chip
            key={attachment.id}
            label={`${attachment.fileName} (${attachment.size})`}
            onDelete={() => onChange((current) => current.filter((one) => one.id !== attachment.id))}
          />
        ))}
      </Stack>
      {uploads.map((upload) => (
        <Box key={upload.key} sx={{ mt: 1 }}>
          <Typography variant="caption">{t('compose.uploading', { name: upload.name })}</Typography>
          <LinearProgress
            variant="determinate"
            value={Math.round(upload.progress * 100)}
            aria-label={t('compose.uploading', { name: upload.name })}
          />
        </Box>
      ))}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => setError('')}>
          {error}
        </Alert>
      )}
    </Box>
  )
}
