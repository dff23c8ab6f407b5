import PictureAsPdf from '@mui/icons-material/PictureAsPdfOutlined'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Chip from '@mui/material/Chip'
import type { ChatAttachment } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { downloadAttachment, useProtectedObjectUrl } from '../../../lib/download-file'
import { fileSizeText } from '../../../lib/file-size'

/** The thumbnail's height before and after it loads, so the conversation does not shift under its scroll. */
const THUMBNAIL_HEIGHT = 180

/**
 * A message's file: an image as its thumbnail, audio and video as players, a PDF as a chip with its name and size; either downloads
 * on a click (the API checks the conversation's scope again).
 */
export function MessageAttachment({ attachment }: { attachment: ChatAttachment }) {
  const { t, i18n } = useTranslation('messaging')
  const image = attachment.contentType.startsWith('image/')
  // A customer's voice note or video plays in place (fetched with the bearer token, like a thumbnail).
  const player = ['audio', 'video'].find((kind) => attachment.contentType.startsWith(`${kind}/`))
  const thumbnail = useProtectedObjectUrl(image || player ? attachment.url : null)
  const label = t('downloadAttachment', { name: attachment.fileName })
  const download = () => void downloadAttachment(attachment.url, attachment.fileName)
  if (player)
    return (
      <Box
        component={player as 'audio' | 'video'}
        controls
        src={thumbnail ?? undefined}
        aria-label={attachment.fileName}
        sx={{ display: 'block', maxWidth: 240, mb: 0.5 }}
      />
    )
  if (image)
    return (
      <ButtonBase onClick={download} aria-label={label} sx={{ display: 'block', borderRadius: 1, mb: 0.5 }}>
        {thumbnail ? (
          <Box
            component="img"
            src={thumbnail}
            alt={attachment.fileName}
            data-testid="message-thumbnail"
            sx={{
              display: 'block',
              height: THUMBNAIL_HEIGHT,
              maxWidth: 240,
              objectFit: 'contain',
              borderRadius: 1,
            }}
          />
        ) : (
          <Box sx={{ width: 160, height: THUMBNAIL_HEIGHT, borderRadius: 1, bgcolor: 'action.hover' }} />
        )}
      </ButtonBase>
    )
  return (
    <Chip
      icon={<PictureAsPdf />}
      label={`${attachment.fileName} · ${fileSizeText(attachment.size, i18n.language)}`}
      onClick={download}
      aria-label={label}
      sx={{ mb: 0.5, maxWidth: '100%', bgcolor: 'background.paper', color: 'text.primary' }}
    />
  )
}
