import Send from '@mui/icons-material/Send'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { CAPTION_MAX_LENGTH, MESSAGE_MAX_LENGTH, SERVICE_WINDOW_MS, type Contact } from '@mesa/contracts'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { AttachButton, PickedFile } from './attachment-picker'
import { TemplateComposer } from './template-composer'

interface Props {
  contact: Contact
  busy: boolean
  onSendText: (message: string) => Promise<unknown>
  /** An image or PDF with the text as its caption; `onProgress` follows the upload. */
  onSendFile: (file: File, caption: string, onProgress: (fraction: number) => void) => Promise<unknown>
  onSendTemplate: (input: { templateId: number; variables: string[] }) => Promise<unknown>
}

/** Whether free text may go out now: within 24 h of the customer's last message (WhatsApp's rule). */
export const windowOpen = (contact: Contact, now = Date.now()) =>
  contact.lastInboundAt !== null && now - contact.lastInboundAt < SERVICE_WINDOW_MS

/**
 * Not a kit form (docs/adding-a-feature.md, the form rule's exceptions): a chat box of one text and a file that
 * sends on Enter, with nothing to validate or refuse per field (a failed send is told by the conversation).
 *
 * Free text with quick replies inside the 24-hour window; outside it the composer says so and offers the
 * approved templates instead. Opted-out customers get nothing.
 */
export function Composer({ contact, busy, onSendText, onSendFile, onSendTemplate }: Props) {
  const { t } = useTranslation('messaging')
  const [text, setText] = useState('')
  const [file, setFile] = useState<File | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const quickReplies = t('quickReplies', { returnObjects: true }) as string[]
  if (contact.optedOut) return <Alert severity="warning">{t('optedOut')}</Alert>
  if (!windowOpen(contact))
    return (
      <Stack spacing={1.5}>
        <Alert severity="info">{t('windowClosed')}</Alert>
        <TemplateComposer busy={busy} onSend={(input) => void onSendTemplate(input)} />
      </Stack>
    )
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const message = text.trim()
    if (file) {
      setProgress(0)
      // The caller reports a failure; the file stays picked so it can be sent again.
      const sent = await onSendFile(file, message, setProgress).then(
        () => true,
        () => false,
      )
      setProgress(null)
      if (!sent) return
      setFile(null)
      setText('')
      return
    }
    if (!message) return
    await onSendText(message)
    setText('')
  }
  return (
    <Box component="form" onSubmit={(event) => void submit(event)}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }}
        aria-label={t('quickRepliesLabel')}
      >
        {Array.isArray(quickReplies) &&
          quickReplies.map((reply) => (
            <Chip key={reply} label={reply} size="small" onClick={() => setText(reply)} />
          ))}
      </Stack>
      {file && <PickedFile file={file} progress={progress} onRemove={() => setFile(null)} />}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
        <AttachButton disabled={busy || progress !== null} onPick={setFile} />
        <TextField
          fullWidth
          multiline
          maxRows={4}
          size="small"
          label={file ? t('caption') : t('typeMessage')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) void submit(event)
          }}
          slotProps={{ htmlInput: { maxLength: file ? CAPTION_MAX_LENGTH : MESSAGE_MAX_LENGTH } }}
        />
        <IconButton
          type="submit"
          color="primary"
          disabled={busy || progress !== null || (!text.trim() && !file)}
          aria-label={t('send')}
        >
          <Send sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
        </IconButton>
      </Stack>
    </Box>
  )
}
