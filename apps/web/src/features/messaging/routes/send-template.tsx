import Alert from '@mui/material/Alert'
import Autocomplete from '@mui/material/Autocomplete'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { Contact } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../lib/error-text'
import { useSendTemplate } from '../api/chat-writes'
import { useInbox } from '../api/get-inbox'
import { TemplateComposer } from '../components/template-composer'

/** /apps/send-template (read templates): an approved template to one contact, variables filled by hand. */
export function Component() {
  const { t } = useTranslation('messaging')
  const { callText } = useErrorText('messaging')
  const [q, setQ] = useState('')
  const inbox = useInbox(q)
  const [contact, setContact] = useState<Contact | null>(null)
  const send = useSendTemplate()
  const [result, setResult] = useState<{ severity: 'success' | 'error'; text: string } | null>(null)
  return (
    <Paper sx={{ p: 3, maxWidth: 720 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        {t('sendTemplate')}
      </Typography>
      <Stack spacing={2}>
        {result && <Alert severity={result.severity}>{result.text}</Alert>}
        <Autocomplete
          options={inbox.data?.contacts ?? []}
          value={contact}
          onChange={(_, value) => setContact(value)}
          onInputChange={(_, value) => setQ(value)}
          getOptionLabel={(option) => `${option.fullName} (+${option.phone})`}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          filterOptions={(options) => options}
          loading={inbox.isFetching}
          renderInput={(params) => <TextField {...params} size="small" label={t('recipient')} />}
        />
        {contact?.optedOut && <Alert severity="warning">{t('optedOut')}</Alert>}
        {contact && !contact.optedOut && (
          <TemplateComposer
            busy={send.isPending}
            onSend={(input) =>
              send
                .mutateAsync({ ...input, contactId: contact.id })
                .then(() =>
                  setResult({ severity: 'success', text: t('templateSent', { name: contact.fullName }) }),
                )
                .catch((error: unknown) => setResult({ severity: 'error', text: callText(error) }))
            }
          />
        )}
      </Stack>
    </Paper>
  )
}
