import Close from '@mui/icons-material/Close'
import Send from '@mui/icons-material/Send'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { HttpError } from '../../../lib/http'
import { useErrorText } from '../../../lib/error-text'
import { useSendEmail } from '../api/send-email'
import { ComposeAttachments } from './compose-attachments'
import { composeBody, type ComposeValues } from './compose-values'
import { RecipientField } from './recipient-field'
import { useDraftAutosave } from './use-draft-autosave'

// The editor (Tiptap and ProseMirror) is loaded only when somebody writes.
const RichTextEditor = lazy(() => import('./rich-text-editor'))

interface ComposeDialogProps {
  initial: ComposeValues
  onClose: () => void
  onSent: () => void
}

/** Compose, reply, reply all or forward: recipients with suggestions, rich text, files, drafts as you type. */
export function ComposeDialog({ initial, onClose, onSent }: ComposeDialogProps) {
  const { t } = useTranslation('email')
  const { fieldText, callText } = useErrorText('email')
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'))
  const [values, setValues] = useState(initial)
  const [showCopies, setShowCopies] = useState(initial.cc.length + initial.bcc.length > 0)
  const [failure, setFailure] = useState<unknown>(null)
  const send = useSendEmail()
  const draft = useDraftAutosave(values, !send.isPending && !send.isSuccess)
  const fieldError = (field: string) => {
    const errors = failure instanceof HttpError ? failure.body?.errors : undefined
    const entry = Object.entries(errors ?? {}).find(([key]) => key === field || key.startsWith(`${field}.`))
    return entry ? fieldText(entry[1][0], field) : undefined
  }
  const set = <K extends keyof ComposeValues>(key: K, value: ComposeValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }))

  const submit = async () => {
    setFailure(null)
    try {
      const saved = await draft.settled()
      await send.mutateAsync({ ...composeBody(values), ...(saved && { draftId: saved.id }) })
      onSent()
    } catch (error) {
      setFailure(error)
    }
  }

  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby="compose-title">
      <DialogTitle id="compose-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: 1 }}>{t('compose.title')}</Box>
        <Typography variant="caption" sx={{ color: 'text.secondary' }} role="status">
          {draft.state !== 'idle' && t(`compose.draft.${draft.state}`)}
        </Typography>
        <IconButton aria-label={t('compose.close')} onClick={onClose}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Box sx={{ flex: 1 }}>
              <RecipientField
                label={t('compose.to')}
                value={values.to}
                onChange={(to) => set('to', to)}
                error={fieldError('to')}
                autoFocus={!values.to.length}
              />
            </Box>
            {!showCopies && <Button onClick={() => setShowCopies(true)}>{t('compose.showCopies')}</Button>}
          </Stack>
          {showCopies && (
            <>
              <RecipientField
                label={t('compose.cc')}
                value={values.cc}
                onChange={(cc) => set('cc', cc)}
                error={fieldError('cc')}
              />
              <RecipientField
                label={t('compose.bcc')}
                value={values.bcc}
                onChange={(bcc) => set('bcc', bcc)}
                error={fieldError('bcc')}
              />
            </>
          )}
          <TextField
            size="small"
            label={t('compose.subject')}
            value={values.subject}
            onChange={(event) => set('subject', event.target.value)}
            error={!!fieldError('subject')}
            helperText={fieldError('subject')}
          />
          <Suspense fallback={<CircularProgress size={24} aria-label={t('compose.loadingEditor')} />}>
            <RichTextEditor
              value={initial.message}
              onChange={(message) => set('message', message)}
              label={t('compose.message')}
            />
          </Suspense>
          <ComposeAttachments
            value={values.attachments}
            onChange={(update) =>
              setValues((current) => ({ ...current, attachments: update(current.attachments) }))
            }
          />
          {failure !== null && <Alert severity="error">{callText(failure)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('compose.close')}</Button>
        <Button
          variant="contained"
          startIcon={<Send />}
          onClick={() => void submit()}
          disabled={send.isPending}
        >
          {t('compose.send')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
