import FileDownload from '@mui/icons-material/FileDownload'
import UploadFile from '@mui/icons-material/UploadFile'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { ALLY_FILE_MAX_BYTES, allyFileContentTypes, type TicketDetail } from '@mesa/contracts'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../lib/error-text'
import { fileSizeText } from '../../../lib/file-size'
import { HttpError } from '../../../lib/http'
import { downloadTicketAttachment, useUploadTicketAttachment } from '../api/ticket-attachments'
import { dateTimeText } from './date-text'

// The API takes the same files as an ally's: PDF, JPEG, PNG or WEBP up to 10 MB (checked here first, and there).
const acceptedTypes: readonly string[] = allyFileContentTypes

/** The ticket's files: upload with progress (anyone who may comment), the list, and a download for each. */
export function TicketAttachments({ ticket }: { ticket: TicketDetail }) {
  const { t, i18n } = useTranslation('tickets')
  const { callText, fieldText } = useErrorText('tickets')
  const upload = useUploadTicketAttachment()
  const input = useRef<HTMLInputElement>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)

  const send = async (file: File) => {
    setError(null)
    setNotice(null)
    if (!acceptedTypes.includes(file.type)) return setError(t('attachments.wrongType'))
    if (file.size > ALLY_FILE_MAX_BYTES) return setError(t('attachments.tooLarge'))
    setProgress(0)
    try {
      await upload.mutateAsync({ ticketId: ticket.id, file, onProgress: setProgress })
      setNotice(t('attachments.uploaded', { name: file.name }))
    } catch (failure) {
      const text = failure instanceof HttpError ? failure.body?.errors?.file?.[0] : undefined
      setError(text ? fieldText(text, 'file') : callText(failure))
    } finally {
      setProgress(null)
      if (input.current) input.current.value = ''
    }
  }

  const download = async (attachment: TicketDetail['attachments'][number]) => {
    setError(null)
    try {
      await downloadTicketAttachment(ticket.id, attachment.id, attachment.fileName)
    } catch (failure) {
      setError(callText(failure))
    }
  }

  const percent = progress === null ? 0 : Math.round(progress * 100)
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('attachments.title')}
        </Typography>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Button
              variant="outlined"
              component="label"
              startIcon={<UploadFile />}
              disabled={progress !== null}
            >
              {t('attachments.choose')}
              <input
                ref={input}
                hidden
                type="file"
                aria-label={t('attachments.choose')}
                accept={acceptedTypes.join(',')}
                onChange={(event) => {
                  const file = event.target.files?.[0]
                  if (file) void send(file)
                }}
              />
            </Button>
            <Typography variant="body2" color="text.secondary">
              {t('attachments.limits')}
            </Typography>
          </Stack>
          {progress !== null && (
            <Box>
              <LinearProgress variant="determinate" value={percent} aria-label={t('attachments.progress')} />
              <Typography variant="caption">{t('attachments.sending', { percent })}</Typography>
            </Box>
          )}
          {error && <Alert severity="error">{error}</Alert>}
          {notice && (
            <Alert severity="success" role="status">
              {notice}
            </Alert>
          )}
          {ticket.attachments.length === 0 ? (
            <Typography color="text.secondary">{t('attachments.empty')}</Typography>
          ) : (
            <List aria-label={t('attachments.title')} disablePadding>
              {ticket.attachments.map((attachment, index) => (
                <ListItem
                  key={attachment.id}
                  divider={index < ticket.attachments.length - 1}
                  sx={{ pr: 7 }}
                  secondaryAction={
                    <IconButton
                      aria-label={t('attachments.download', { name: attachment.fileName })}
                      onClick={() => void download(attachment)}
                    >
                      <FileDownload fontSize="small" />
                    </IconButton>
                  }
                >
                  <ListItemText
                    primary={attachment.fileName}
                    secondary={t('attachments.line', {
                      size: fileSizeText(attachment.size, i18n.language),
                      by: attachment.uploadedBy?.fullName ?? t('detail.someone'),
                      at: dateTimeText(attachment.createdAt, i18n.language),
                    })}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Stack>
      </CardContent>
    </Card>
  )
}
