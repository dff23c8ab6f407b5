import Box from '@mui/material/Box'
import TextField from '@mui/material/TextField'
import { visitValidationDecisions, type VisitValidationRequest } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApplicationFile } from '../../../lib/application-file'
import { ChoiceField, DeskForm, FormEnd, LongTextField, useDeskErrors } from '../../../components/desk-fields'
import { useApplicationVisitWrites } from '../api/change-application-visit'

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** The analyst asks for a visit: why, and the window the applicant prefers. */
export function RequestForm({ application }: { application: ApplicationFile }) {
  const { t } = useTranslation('fieldVisits')
  const writes = useApplicationVisitWrites(application)
  const errors = useDeskErrors('fieldVisits')
  const [reason, setReason] = useState('')
  const [preferredFrom, setFrom] = useState(inDays(1))
  const [preferredTo, setTo] = useState(inDays(7))
  const date = (
    id: string,
    field: 'preferredFrom' | 'preferredTo',
    value: string,
    set: (next: string) => void,
  ) => (
    <TextField
      id={id}
      type="date"
      label={t(`fieldVisit.request.${field}`)}
      value={value}
      onChange={(event) => set(event.target.value)}
      error={Boolean(errors.fieldError(field))}
      helperText={errors.fieldError(field)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  )
  return (
    <DeskForm
      title={t('fieldVisit.request.title')}
      onSubmit={(event) => {
        event.preventDefault()
        errors.clear()
        writes.request.mutate(
          { reason, preferredFrom, preferredTo },
          { onSuccess: () => setReason(''), onError: errors.fail },
        )
      }}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {date('visit-from', 'preferredFrom', preferredFrom, setFrom)}
        {date('visit-to', 'preferredTo', preferredTo, setTo)}
      </Box>
      <LongTextField
        id="visit-reason"
        label={t('fieldVisit.request.reason')}
        value={reason}
        onChange={setReason}
        error={errors.fieldError('reason')}
      />
      <FormEnd
        message={errors.message}
        label={t('fieldVisit.request.save')}
        disabled={writes.request.isPending}
      />
    </DeskForm>
  )
}

/** Credit visit: the analyst accepts the reported visit or asks for a revisit, saying why. */
export function ValidationForm(props: { application: ApplicationFile; requestId: number; version: number }) {
  const { t } = useTranslation('fieldVisits')
  const writes = useApplicationVisitWrites(props.application)
  const errors = useDeskErrors('fieldVisits')
  const [decision, setDecision] = useState<VisitValidationRequest['decision']>('accepted')
  const [reason, setReason] = useState('')
  return (
    <DeskForm
      title={t('fieldVisit.validation.title')}
      onSubmit={(event) => {
        event.preventDefault()
        errors.clear()
        writes.validate.mutate(
          { requestId: props.requestId, version: props.version, decision, reason },
          { onError: errors.fail },
        )
      }}
    >
      <ChoiceField
        id="visit-decision"
        label={t('fieldVisit.validation.decision')}
        value={decision}
        onChange={(value) => setDecision(value as typeof decision)}
        error={errors.fieldError('decision')}
        options={visitValidationDecisions.map((value) => ({
          value,
          label: t(`fieldVisit.decisions.${value}`),
        }))}
      />
      <LongTextField
        id="visit-validation-reason"
        label={t('fieldVisit.validation.reason')}
        value={reason}
        onChange={setReason}
        error={errors.fieldError('reason')}
      />
      <FormEnd
        message={errors.message}
        label={t('fieldVisit.validation.save')}
        disabled={writes.validate.isPending}
      />
    </DeskForm>
  )
}
