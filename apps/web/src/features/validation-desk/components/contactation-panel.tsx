import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { contactChannels, contactOutcomes, mayLogContactAttempt } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../../lib/use-session'
import type { ApplicationFile } from '../../../lib/application-file'
import { formatDateTime } from '../../../lib/format'
import { useContactAttempts } from '../api/get-contact-attempts'
import { useLogContactAttempt } from '../api/log-contact-attempt'
import { FieldGrid, FormEnd, FormPanel, useContractForm, type GridFieldSpec } from '../../../components/form'
import { QueryState } from '../../../components/query-state'
import { attemptFormSchema, emptyAttempt, type AttemptFormValues } from './attempt-form-values'

/** contactation: every attempt to reach the applicant, newest first, with when to try next. */
export function ContactationPanel({ application }: { application: ApplicationFile }) {
  const { t, i18n } = useTranslation('validationDesk')
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
          namespace="validationDesk"
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

const attemptFields: GridFieldSpec<AttemptFormValues>[] = [
  {
    name: 'channel',
    labelKey: 'validation.contacts.channel',
    options: contactChannels,
    optionKey: 'validation.channels',
    size: 'third',
  },
  {
    name: 'outcome',
    labelKey: 'validation.contacts.outcome',
    options: contactOutcomes,
    optionKey: 'validation.contactOutcomes',
    size: 'third',
  },
  { name: 'nextAttemptAt', labelKey: 'validation.contacts.next', kind: 'datetime', size: 'third' },
  { name: 'notes', labelKey: 'validation.notes', multiline: true },
]

function AttemptForm({ application }: { application: ApplicationFile }) {
  const { t } = useTranslation('validationDesk')
  const log = useLogContactAttempt()
  const form = useContractForm(attemptFormSchema, {
    namespace: 'validationDesk',
    defaultValues: emptyAttempt(),
  })
  const submit = form.handleSubmit(async (body) => {
    form.clearServerError()
    try {
      await log.mutateAsync({ origin: application.origin, id: application.id, ...body })
      form.resetField('notes')
      form.resetField('nextAttemptAt')
    } catch (error) {
      form.failWith(error)
    }
  })
  return (
    <FormPanel title={t('validation.contacts.new')} onSubmit={(event) => void submit(event)}>
      <FieldGrid
        control={form.control}
        namespace="validationDesk"
        idPrefix="contact"
        fields={attemptFields}
      />
      <FormEnd message={form.serverError} label={t('validation.contacts.save')} disabled={log.isPending} />
    </FormPanel>
  )
}
