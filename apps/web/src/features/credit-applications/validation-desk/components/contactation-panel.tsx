import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import {
  contactChannels,
  contactOutcomes,
  mayLogContactAttempt,
  type ContactAttemptRequest,
} from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../../../lib/use-session'
import type { ApplicationFile } from '../../../../lib/application-file'
import { formatDateTime } from '../../../../lib/format'
import { useContactAttempts } from '../api/get-contact-attempts'
import { useLogContactAttempt } from '../api/log-contact-attempt'
import {
  ChoiceField,
  DeskForm,
  FormEnd,
  LongTextField,
  QueryState,
  useDeskErrors,
} from '../../../../components/desk-fields'

/** contactation: every attempt to reach the applicant, newest first, with when to try next. */
export function ContactationPanel({ application }: { application: ApplicationFile }) {
  const { t, i18n } = useTranslation('applications')
  const { rules } = useSession()
  const attempts = useContactAttempts(application.origin, application.id)
  const mayLog = mayLogContactAttempt(rules, application.stage, application.origin)
  return (
    <Stack spacing={3}>
      {mayLog && <AttemptForm application={application} />}
      <Box>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('validation.contacts.log')}
        </Typography>
        <QueryState
          namespace="applications"
          query={attempts}
          loadingLabel={t('validation.contacts.loading')}
        />
        {attempts.data?.attempts.length === 0 && (
          <Typography color="text.secondary">{t('validation.contacts.none')}</Typography>
        )}
        <List dense aria-label={t('validation.contacts.log')}>
          {attempts.data?.attempts.map((attempt) => (
            <ListItem key={attempt.id} divider sx={{ alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
              <ListItemText
                primary={`${t(`validation.channels.${attempt.channel}`)} · ${formatDateTime(attempt.attemptedAt, i18n.language)}`}
                secondary={
                  <>
                    {attempt.attemptedBy?.fullName ?? '—'}
                    {attempt.notes ? ` · ${attempt.notes}` : ''}
                    {attempt.nextAttemptAt
                      ? ` · ${t('validation.contacts.nextOn', { date: formatDateTime(attempt.nextAttemptAt, i18n.language) })}`
                      : ''}
                  </>
                }
              />
              <Chip
                size="small"
                variant="outlined"
                color={attempt.outcome === 'reached' ? 'success' : 'default'}
                label={t(`validation.contactOutcomes.${attempt.outcome}`)}
              />
            </ListItem>
          ))}
        </List>
      </Box>
    </Stack>
  )
}

function AttemptForm({ application }: { application: ApplicationFile }) {
  const { t } = useTranslation('applications')
  const log = useLogContactAttempt()
  const errors = useDeskErrors('applications')
  const [channel, setChannel] = useState<ContactAttemptRequest['channel']>('phone')
  const [outcome, setOutcome] = useState<ContactAttemptRequest['outcome']>('reached')
  const [notes, setNotes] = useState('')
  /** A local date-time (the browser's zone) from the picker, sent with its offset. */
  const [next, setNext] = useState('')
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    errors.clear()
    log.mutate(
      {
        origin: application.origin,
        id: application.id,
        channel,
        outcome,
        notes,
        nextAttemptAt: next ? new Date(next).toISOString() : null,
      },
      { onSuccess: () => (setNotes(''), setNext('')), onError: errors.fail },
    )
  }
  return (
    <DeskForm title={t('validation.contacts.new')} onSubmit={submit}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        <ChoiceField
          id="contact-channel"
          label={t('validation.contacts.channel')}
          value={channel}
          onChange={(value) => setChannel(value as typeof channel)}
          error={errors.fieldError('channel')}
          options={contactChannels.map((value) => ({ value, label: t(`validation.channels.${value}`) }))}
        />
        <ChoiceField
          id="contact-outcome"
          label={t('validation.contacts.outcome')}
          value={outcome}
          onChange={(value) => setOutcome(value as typeof outcome)}
          error={errors.fieldError('outcome')}
          options={contactOutcomes.map((value) => ({
            value,
            label: t(`validation.contactOutcomes.${value}`),
          }))}
        />
        <TextField
          id="contact-next"
          type="datetime-local"
          label={t('validation.contacts.next')}
          value={next}
          onChange={(event) => setNext(event.target.value)}
          error={Boolean(errors.fieldError('nextAttemptAt'))}
          helperText={errors.fieldError('nextAttemptAt')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      <LongTextField
        id="contact-notes"
        label={t('validation.notes')}
        value={notes}
        onChange={setNotes}
        error={errors.fieldError('notes')}
      />
      <FormEnd message={errors.message} label={t('validation.contacts.save')} disabled={log.isPending} />
    </DeskForm>
  )
}
