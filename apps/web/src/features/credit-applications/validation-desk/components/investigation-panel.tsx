import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { mayWorkValidationDesk, referenceCallOutcomes, type ReferenceCallOutcome } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../../../lib/use-session'
import type { ApplicationFile } from '../../../../lib/application-file'
import { formatDateTime } from '../../../../lib/format'
import { useReferenceCalls } from '../api/get-reference-calls'
import { useLogReferenceCall } from '../api/log-reference-call'
import {
  ChoiceField,
  DeskForm,
  FormEnd,
  LongTextField,
  QueryState,
  useDeskErrors,
} from '../../../../components/desk-fields'

const outcomeColor = {
  verified: 'success',
  not_reached: 'default',
  refused: 'warning',
  inconsistent: 'error',
} as const

/** customerInvestigation: calls to the applicant's references; two verified ones let validación advance. */
export function InvestigationPanel({ application }: { application: ApplicationFile }) {
  const { t, i18n } = useTranslation('applications')
  const { rules } = useSession()
  const calls = useReferenceCalls(application.origin, application.id)
  const mayLog = mayWorkValidationDesk(rules) && application.stage === 'validacion'
  const data = calls.data
  return (
    <Stack spacing={3}>
      <QueryState namespace="applications" query={calls} loadingLabel={t('validation.calls.loading')} />
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
  const { t } = useTranslation('applications')
  const log = useLogReferenceCall()
  const errors = useDeskErrors('applications')
  const [referenceIndex, setReferenceIndex] = useState('0')
  const [outcome, setOutcome] = useState<ReferenceCallOutcome>('verified')
  const [notes, setNotes] = useState('')
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    errors.clear()
    log.mutate(
      {
        origin: application.origin,
        id: application.id,
        referenceIndex: Number(referenceIndex),
        outcome,
        notes,
      },
      { onSuccess: () => setNotes(''), onError: errors.fail },
    )
  }
  return (
    <DeskForm title={t('validation.calls.new')} onSubmit={submit}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <ChoiceField
          id="call-reference"
          label={t('validation.calls.reference')}
          value={referenceIndex}
          onChange={setReferenceIndex}
          error={errors.fieldError('referenceIndex')}
          options={application.references.map((reference, index) => ({
            value: String(index),
            label: `${reference.fullName} (${reference.relationship})`,
          }))}
        />
        <ChoiceField
          id="call-outcome"
          label={t('validation.calls.outcome')}
          value={outcome}
          onChange={(value) => setOutcome(value as ReferenceCallOutcome)}
          error={errors.fieldError('outcome')}
          options={referenceCallOutcomes.map((value) => ({
            value,
            label: t(`validation.outcomes.${value}`),
          }))}
        />
      </Box>
      <LongTextField
        id="call-notes"
        label={t('validation.notes')}
        value={notes}
        onChange={setNotes}
        error={errors.fieldError('notes')}
      />
      <FormEnd message={errors.message} label={t('validation.calls.save')} disabled={log.isPending} />
    </DeskForm>
  )
}
