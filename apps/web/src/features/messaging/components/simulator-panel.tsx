import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { AttachButton, PickedFile } from './attachment-picker'

/**
 * Not a kit form, like the composer (docs/adding-a-feature.md): one text box and a file, sent as they are.
 *
 * Sandbox channels only: a staff member plays the customer, so the whole flow works without Meta: text,
 * or an image or PDF with the text as its caption (received as a customer's file from the webhook is).
 */
export function SimulatorPanel({
  name,
  busy,
  onSend,
}: {
  name: string
  busy: boolean
  onSend: (message: string, file: File | null) => Promise<unknown>
}) {
  const { t } = useTranslation('messaging')
  const [text, setText] = useState('')
  const [file, setFile] = useState<File | null>(null)
  const ready = Boolean(text.trim() || file)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!ready) return
    // The caller reports a failure (and answers undefined): then text and file stay for another try.
    if ((await onSend(text.trim(), file)) === undefined) return
    setText('')
    setFile(null)
  }
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('simulator.title')}
      sx={{ p: 2, m: 2, mb: 0 }}
    >
      <Typography variant="subtitle2" component="h2">
        {t('simulator.title')}
      </Typography>
      <Alert severity="warning" sx={{ my: 1 }}>
        {t('simulator.sandbox', { name })}
      </Alert>
      {file && <PickedFile file={file} progress={null} onRemove={() => setFile(null)} />}
      <Stack
        direction="row"
        spacing={1}
        component="form"
        onSubmit={(event) => void submit(event)}
        sx={{ alignItems: 'center' }}
      >
        <AttachButton
          disabled={busy}
          onPick={setFile}
          label={t('simulator.attach')}
          testId="simulator-attachment-input"
        />
        <TextField
          fullWidth
          size="small"
          label={t(file ? 'simulator.caption' : 'simulator.message')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="outlined" disabled={busy || !ready}>
          {t('simulator.send')}
        </Button>
      </Stack>
    </Paper>
  )
}
