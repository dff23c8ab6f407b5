import {
  visitRequestCreateSchema,
  visitValidationDecisions,
  visitValidationRequestSchema,
} from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { FieldGrid, FormEnd, FormPanel, useContractForm, type GridFieldSpec } from '../../../components/form'
import type { ApplicationFile } from '../../../lib/application-file'
import { useApplicationVisitWrites } from '../api/change-application-visit'

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

interface RequestValues {
  reason: string
  preferredFrom: string
  preferredTo: string
}

/** A visit's request: the window and why (the credit visit's, and the collections desk's collection visit). */
export const requestFields: GridFieldSpec<RequestValues>[] = [
  { name: 'preferredFrom', labelKey: 'fieldVisit.request.preferredFrom', kind: 'date', size: 'half' },
  { name: 'preferredTo', labelKey: 'fieldVisit.request.preferredTo', kind: 'date', size: 'half' },
  { name: 'reason', labelKey: 'fieldVisit.request.reason', multiline: true },
]

/** The analyst asks for a visit: why, and the window the applicant prefers. */
export function RequestForm({ application }: { application: ApplicationFile }) {
  const { t } = useTranslation('fieldVisits')
  const writes = useApplicationVisitWrites(application)
  const form = useContractForm(visitRequestCreateSchema, {
    namespace: 'fieldVisits',
    defaultValues: { reason: '', preferredFrom: inDays(1), preferredTo: inDays(7) },
  })
  const onSubmit = form.handleSubmit(async (body) => {
    form.clearServerError()
    try {
      await writes.request.mutateAsync(body)
      // The window stays for another request; the reason was this one's.
      form.reset({ ...form.getValues(), reason: '' })
    } catch (error) {
      form.failWith(error)
    }
  })
  return (
    <FormPanel title={t('fieldVisit.request.title')} onSubmit={(event) => void onSubmit(event)}>
      <FieldGrid control={form.control} namespace="fieldVisits" idPrefix="visit" fields={requestFields} />
      <FormEnd
        message={form.serverError}
        label={t('fieldVisit.request.save')}
        disabled={writes.request.isPending}
      />
    </FormPanel>
  )
}

/** Credit visit: the analyst accepts the reported visit or asks for a revisit, saying why. */
export function ValidationForm(props: { application: ApplicationFile; requestId: number; version: number }) {
  const { t } = useTranslation('fieldVisits')
  const writes = useApplicationVisitWrites(props.application)
  // The request and the version read follow the file; what the analyst typed stays (keepDirtyValues).
  const form = useContractForm(visitValidationRequestSchema, {
    namespace: 'fieldVisits',
    defaultValues: { decision: 'accepted', reason: '' },
    values: { requestId: props.requestId, version: props.version, decision: 'accepted', reason: '' },
    resetOptions: { keepDirtyValues: true },
  })
  const onSubmit = form.handleSubmit(async (body) => {
    form.clearServerError()
    try {
      await writes.validate.mutateAsync(body)
    } catch (error) {
      form.failWith(error)
    }
  })
  return (
    <FormPanel title={t('fieldVisit.validation.title')} onSubmit={(event) => void onSubmit(event)}>
      <FieldGrid
        control={form.control}
        namespace="fieldVisits"
        idPrefix="visit-validation"
        fields={[
          {
            name: 'decision',
            labelKey: 'fieldVisit.validation.decision',
            options: visitValidationDecisions,
            optionKey: 'fieldVisit.decisions',
          },
          { name: 'reason', labelKey: 'fieldVisit.validation.reason', multiline: true },
        ]}
      />
      <FormEnd
        message={form.serverError}
        label={t('fieldVisit.validation.save')}
        disabled={writes.validate.isPending}
      />
    </FormPanel>
  )
}
