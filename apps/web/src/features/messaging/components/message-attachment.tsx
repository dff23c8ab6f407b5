import PictureAsPdf from '@mui/icons-material/PictureAsPdfOutlined'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Chip from '@mui/material/Chip'
import type { ChatAttachment } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { downloadAttachment, useProtectedObjectUrl } from '../../../lib/download-file'
import { fileSizeText } from '../../../lib/file-size'

/**
 * A message's file: an image as its thumbnail, a PDF as a chip with its name and size; either downloads
 * on a click (the API checks the conversation's scope again).
 */
export function MessageAttachment({ attachment }: { attachment: ChatAttachment }) {
  const { t, i18n } = useTranslation('messaging')
  const image = attachment.contentType.startsWith('image/')
  const thumbnail = useProtectedObjectUrl(image ? attachment.url : null)
  const label = t('downloadAttachment', { name: attachment.fileName })
  const download = () => void downloadAttachment(attachment.url, attachment.fileName)
  if (image)
    return (
      <ButtonBase onClick={download} aria-label={label} sx={{ display: 'block', borderRadius: 1, mb: 0.5 }}>
        {thumbnail ? (
          <Box
            component="img"
            src={thumbnail}
            alt={attachment.fileName}
            data-testid="message-thumbnail"
            sx={{ display: 'block', maxWidth: 240, maxHeight: 240, borderRadius: 1 }}
          />
        ) : (
          <Box sx={{ width: 160, height: 120, borderRadius: 1, bgcolor: 'action.hover' }} />
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
