import {
  collectionVisitOutcomes,
  collectionVisitReportSchema,
  type Booking,
  type CollectionVisitReportInput,
} from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { FieldGrid, FormEnd, FormPanel, useContractForm, type GridFieldSpec } from '../../../components/form'
import { useReportCollectionVisit } from '../api/collection-visits'

/**
 * The agent's outcome of a collection visit (issue 35), in place of the credit visit's report: what happened
 * (the choice starts empty), a promise's amount and date (it becomes the desk's promise to pay) and notes.
 */
export function CollectionOutcomeForm({ booking }: { booking: Booking }) {
  const { t } = useTranslation('fieldVisits')
  const report = useReportCollectionVisit(booking.id)
  const form = useContractForm(collectionVisitReportSchema, {
    namespace: 'fieldVisits',
    defaultValues: {
      outcome: '' as unknown as CollectionVisitReportInput['outcome'],
      notes: '',
      promiseAmountCents: null,
      promisedOn: null,
      version: booking.version,
    },
  })
  const promise = form.watch('outcome') === 'promise'
  const fields: GridFieldSpec<CollectionVisitReportInput>[] = [
    {
      name: 'outcome',
      labelKey: 'collectionVisit.outcome',
      options: collectionVisitOutcomes,
      optionKey: 'collectionVisit.outcomes',
      required: true,
    },
    ...(promise
      ? ([
          {
            name: 'promiseAmountCents',
            labelKey: 'collectionVisit.promiseAmount',
            kind: 'money',
            size: 'half',
            required: true,
          },
          {
            name: 'promisedOn',
            labelKey: 'collectionVisit.promisedOn',
            kind: 'date',
            size: 'half',
            required: true,
          },
        ] satisfies GridFieldSpec<CollectionVisitReportInput>[])
      : []),
    { name: 'notes', labelKey: 'collectionVisit.notes', multiline: true },
  ]
  const onSubmit = form.handleSubmit(async (body) => {
    form.clearServerError()
    try {
      await report.mutateAsync(promise ? body : { ...body, promiseAmountCents: null, promisedOn: null })
    } catch (error) {
      form.failWith(error)
    }
  })
  return (
    <FormPanel title={t('collectionVisit.reportTitle')} onSubmit={(event) => void onSubmit(event)}>
      <FieldGrid
        control={form.control}
        namespace="fieldVisits"
        idPrefix="collection-outcome"
        fields={fields}
      />
      <FormEnd message={form.serverError} label={t('collectionVisit.send')} disabled={report.isPending} />
    </FormPanel>
  )
}
