import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'

/** Sandbox channels only: a staff member plays the customer, so the whole flow works without Meta. */
export function SimulatorPanel({
  name,
  busy,
  onSend,
}: {
  name: string
  busy: boolean
  onSend: (message: string) => Promise<unknown>
}) {
  const { t } = useTranslation('messaging')
  const [text, setText] = useState('')
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!text.trim()) return
    await onSend(text.trim())
    setText('')
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
      <Stack direction="row" spacing={1} component="form" onSubmit={(event) => void submit(event)}>
        <TextField
          fullWidth
          size="small"
          label={t('simulator.message')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="outlined" disabled={busy || !text.trim()}>
          {t('simulator.send')}
        </Button>
      </Stack>
    </Paper>
  )
}
