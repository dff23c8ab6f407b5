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
import FormHelperText from '@mui/material/FormHelperText'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'
import { emailSendSchema } from '@mesa/contracts'
import { lazy, Suspense, useMemo, useState } from 'react'
import { Controller, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { FormField, useContractForm } from '../../../components/form'
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

/** The window's values as the send contract reads them (the files as their ids); the draft's id is added on sending. */
const composeFormSchema = z
  .custom<ComposeValues>()
  .transform((values): unknown => composeBody(values))
  .pipe(emailSendSchema)

/** Where a contract path lands in the window: an address of a list on its list, the files' ids on the files. */
const fieldOf = (path: string) => {
  const name = path.replace(/\.\d+$/, '')
  return name === 'attachmentIds' ? 'attachments' : name
}
/** What the draft saves as one writes (one list for the life of the page: a new one would resubscribe). */
const watched = ['to', 'cc', 'bcc', 'subject', 'message', 'attachments'] as const
const shownFields: readonly string[] = watched
/** A refusal of the server on a shown field, else (a draft's id) in the window's alert. */
const serverFieldOf = (path: string) => {
  const name = fieldOf(path)
  return shownFields.includes(name) ? name : null
}

/** Compose, reply, reply all or forward: recipients with suggestions, rich text, files, drafts as you type. */
export function ComposeDialog({ initial, onClose, onSent }: ComposeDialogProps) {
  const { t } = useTranslation('email')
  const { fieldText } = useErrorText('email')
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'))
  const form = useContractForm(composeFormSchema, {
    namespace: 'email',
    checkFieldOf: fieldOf,
    serverFieldOf,
    defaultValues: initial,
  })
  const [to, cc, bcc, subject, message, attachments] = useWatch({
    control: form.control,
    name: watched,
  })
  const values = useMemo(
    () => ({ ...initial, to, cc, bcc, subject, message, attachments }),
    [initial, to, cc, bcc, subject, message, attachments],
  )
  const [showCopies, setShowCopies] = useState(initial.cc.length + initial.bcc.length > 0)
  const send = useSendEmail()
  const draft = useDraftAutosave(values, !send.isPending && !send.isSuccess)
  const errorOf = (name: 'message' | 'attachments') => {
    const entry = form.formState.errors[name]?.message
    return entry ? <FormHelperText error>{fieldText(entry, name)}</FormHelperText> : null
  }

  // Sent from the button only: Enter in the subject or an address must not send the mail.
  const submit = form.handleSubmit(async (body) => {
    form.clearServerError()
    try {
      const saved = await draft.settled()
      await send.mutateAsync({ ...body, ...(saved && { draftId: saved.id }) })
      onSent()
    } catch (error) {
      form.failWith(error)
    }
  })
  const recipients = (name: 'to' | 'cc' | 'bcc', label: string, autoFocus?: boolean) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <RecipientField
          label={label}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error ? fieldText(fieldState.error.message, name) : undefined}
          autoFocus={autoFocus}
        />
      )}
    />
  )

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
            <Box sx={{ flex: 1 }}>{recipients('to', t('compose.to'), !initial.to.length)}</Box>
            {!showCopies && <Button onClick={() => setShowCopies(true)}>{t('compose.showCopies')}</Button>}
          </Stack>
          {showCopies && (
            <>
              {recipients('cc', t('compose.cc'))}
              {recipients('bcc', t('compose.bcc'))}
            </>
          )}
          <FormField control={form.control} namespace="email" name="subject" label={t('compose.subject')} />
          <div>
            <Suspense fallback={<CircularProgress size={24} aria-label={t('compose.loadingEditor')} />}>
              <RichTextEditor
                value={initial.message}
                onChange={(html) => form.setValue('message', html, { shouldDirty: true })}
                label={t('compose.message')}
              />
            </Suspense>
            {errorOf('message')}
          </div>
          <div>
            <ComposeAttachments
              value={attachments}
              onChange={(update) =>
                form.setValue('attachments', update(form.getValues('attachments')), { shouldDirty: true })
              }
            />
            {errorOf('attachments')}
          </div>
          {form.serverError && <Alert severity="error">{form.serverError}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('compose.close')}</Button>
        <Button
          variant="contained"
          startIcon={<Send />}
          onClick={() => void submit()}
          disabled={form.formState.isSubmitting}
        >
          {t('compose.send')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
