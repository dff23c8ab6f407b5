import Download from '@mui/icons-material/Download'
import PictureAsPdf from '@mui/icons-material/PictureAsPdfOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { EmailAttachment } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { downloadAttachment, useProtectedObjectUrl } from '../../../lib/download-file'

/** An image attachment's thumbnail, fetched with the session's token (an <img> could not send it). */
function Thumbnail({ attachment }: { attachment: EmailAttachment }) {
  const url = useProtectedObjectUrl(attachment.thumbnail)
  const box = { width: 48, height: 48, borderRadius: 1, flexShrink: 0 }
  return url ? (
    <Box component="img" src={url} alt="" sx={{ ...box, objectFit: 'cover' }} />
  ) : (
    <Box sx={{ ...box, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}>
      <PictureAsPdf color="error" />
    </Box>
  )
}

/** Each file: thumbnail, name, size and a download. */
export function EmailAttachments({ attachments }: { attachments: EmailAttachment[] }) {
  const { t } = useTranslation('email')
  if (!attachments.length) return null
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('attachments.title', { count: attachments.length })}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {attachments.map((attachment) => (
          <Stack
            key={attachment.id}
            direction="row"
            spacing={1}
            sx={{
              alignItems: 'center',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              p: 1,
              maxWidth: 320,
            }}
          >
            <Thumbnail attachment={attachment} />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" noWrap title={attachment.fileName}>
                {attachment.fileName}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {attachment.size}
              </Typography>
            </Box>
            <Button
              size="small"
              startIcon={<Download />}
              onClick={() => void downloadAttachment(attachment.url, attachment.fileName)}
              aria-label={t('attachments.download', { name: attachment.fileName })}
            >
              {t('attachments.downloadShort')}
            </Button>
          </Stack>
        ))}
      </Stack>
    </Box>
  )
}
