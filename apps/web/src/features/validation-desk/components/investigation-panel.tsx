import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { mayWorkValidationDesk, referenceCallOutcomes } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../../lib/use-session'
import type { ApplicationFile } from '../../../lib/application-file'
import { formatDateTime } from '../../../lib/format'
import { useReferenceCalls } from '../api/get-reference-calls'
import { useLogReferenceCall } from '../api/log-reference-call'
import { FieldGrid, FormEnd, FormPanel, useContractForm, type GridFieldSpec } from '../../../components/form'
import { QueryState } from '../../../components/query-state'
import { callFormSchema, emptyCall, type CallFormValues } from './call-form-values'

const outcomeColor = {
  verified: 'success',
  not_reached: 'default',
  refused: 'warning',
  inconsistent: 'error',
} as const

/** customerInvestigation: calls to the applicant's references; two verified ones let validación advance. */
export function InvestigationPanel({ application }: { application: ApplicationFile }) {
  const { t, i18n } = useTranslation('validationDesk')
  const { rules } = useSession()
  const calls = useReferenceCalls(application.origin, application.id)
  const mayLog = mayWorkValidationDesk(rules) && application.stage === 'validacion'
  const data = calls.data
  return (
    <Stack spacing={3}>
      <QueryState namespace="validationDesk" query={calls} loadingLabel={t('validation.calls.loading')} />
      {data && (
        <Alert
          severity={data.verifiedReferences >= data.required ? 'success' : 'info'}
          data-testid="verified-summary"
        >
          {t('validation.calls.summary', { count: data.verifiedReferences, required: data.required })}
        </Alert>
      )}
      {mayLog && application.references.length > 0 && <CallForm application={application} />}
      <Box>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('validation.calls.log')}
        </Typography>
        {data?.calls.length === 0 && (
          <Typography color="text.secondary">{t('validation.calls.none')}</Typography>
        )}
        <List dense aria-label={t('validation.calls.log')}>
          {data?.calls.map((call) => (
            <ListItem key={call.id} divider sx={{ alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
              <ListItemText
                primary={`${call.referenceName} · ${call.relationship} · ${call.referencePhone}`}
                secondary={
                  <>
                    {t('validation.byOn', {
                      name: call.calledBy?.fullName ?? '—',
                      date: formatDateTime(call.calledAt, i18n.language),
                    })}
                    {call.notes ? ` · ${call.notes}` : ''}
                  </>
                }
              />
              <Chip
                size="small"
                variant="outlined"
                color={outcomeColor[call.outcome]}
                label={t(`validation.outcomes.${call.outcome}`)}
              />
            </ListItem>
          ))}
        </List>
      </Box>
    </Stack>
  )
}

function CallForm({ application }: { application: ApplicationFile }) {
  const { t } = useTranslation('validationDesk')
  const log = useLogReferenceCall()
  const form = useContractForm(callFormSchema, { namespace: 'validationDesk', defaultValues: emptyCall() })
  const fields: GridFieldSpec<CallFormValues>[] = [
    {
      name: 'referenceIndex',
      labelKey: 'validation.calls.reference',
      numeric: true,
      size: 'half',
      options: application.references.map((reference, index) => ({
        value: index,
        label: `${reference.fullName} (${reference.relationship})`,
      })),
    },
    {
      name: 'outcome',
      labelKey: 'validation.calls.outcome',
      options: referenceCallOutcomes,
      optionKey: 'validation.outcomes',
      size: 'half',
    },
    { name: 'notes', labelKey: 'validation.notes', multiline: true },
  ]
  const submit = form.handleSubmit(async (body) => {
    form.clearServerError()
    try {
      await log.mutateAsync({ origin: application.origin, id: application.id, ...body })
      form.resetField('notes')
    } catch (error) {
      form.failWith(error)
    }
  })
  return (
    <FormPanel title={t('validation.calls.new')} onSubmit={(event) => void submit(event)}>
      <FieldGrid control={form.control} namespace="validationDesk" idPrefix="call" fields={fields} />
      <FormEnd message={form.serverError} label={t('validation.calls.save')} disabled={log.isPending} />
    </FormPanel>
  )
}
