import AttachFile from '@mui/icons-material/AttachFile'
import Close from '@mui/icons-material/Close'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import { CHAT_ATTACHMENT_TYPES } from '@mesa/contracts'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'

/** The paper-clip button of the composer: one image or PDF (the API checks type, bytes and size). */
export function AttachButton({
  disabled,
  onPick,
  label,
  testId = 'chat-attachment-input',
}: {
  disabled: boolean
  onPick: (file: File) => void
  /** The button's accessible name (default: the composer's "attach"). */
  label?: string
  testId?: string
}) {
  const { t } = useTranslation('messaging')
  const input = useRef<HTMLInputElement>(null)
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept={CHAT_ATTACHMENT_TYPES.join(',')}
        data-testid={testId}
        onChange={(event) => {
          const file = event.target.files?.[0]
          if (file) onPick(file)
          event.target.value = ''
        }}
      />
      <IconButton
        onClick={() => input.current?.click()}
        disabled={disabled}
        aria-label={label ?? t('attach')}
      >
        <AttachFile />
      </IconButton>
    </>
  )
}

/** The picked file waiting to go (removable), and the upload's progress once it is going. */
export function PickedFile({
  file,
  progress,
  onRemove,
}: {
  file: File
  progress: number | null
  onRemove: () => void
}) {
  const { t } = useTranslation('messaging')
  return (
    <Stack spacing={0.5} sx={{ mb: 1 }}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Chip icon={<AttachFile />} label={file.name} sx={{ maxWidth: '100%' }} />
        {progress === null && (
          <IconButton size="small" onClick={onRemove} aria-label={t('removeAttachment', { name: file.name })}>
            <Close fontSize="small" />
          </IconButton>
        )}
      </Stack>
      {progress !== null && (
        <LinearProgress
          variant="determinate"
          value={Math.round(progress * 100)}
          aria-label={t('uploading', { name: file.name })}
        />
      )}
    </Stack>
  )
}
