import { promiseCreateSchema, type CollectionQueueItem, type PromiseCreateInput } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { useContractForm, type GridFieldSpec } from '../../../components/form'
import { GridFormDialog } from '../../../components/grid-form-dialog'
import type { DeskCapture } from '../offline/desk-store'
import { useCaptureDialog, useShowRefusal } from '../offline/use-save-capture'

/**
 * Records a promise to pay: the amount by a date, through the channel it was made on. No money moves (the
 * payment that keeps it is registered on the loan), so no confirmation step. Saved on the phone first and sent
 * at once, or when the signal returns (issue 39); `editing` is a refused one opened to be corrected and sent again.
 */
export function PromiseDialog(props: {
  loan: CollectionQueueItem
  today: string
  editing?: DeskCapture
  onClose: () => void
}) {
  const { t } = useTranslation('collections')
  const capture = useCaptureDialog(props.loan, props.editing, props.onClose)
  const edited = props.editing?.kind === 'promise' ? props.editing.body : null
  const form = useContractForm(promiseCreateSchema, {
    namespace: 'collections',
    defaultValues: edited ?? {
      amountCents: props.loan.nextDueCents,
      promisedOn: props.today,
      channel: 'call',
    },
  })
  useShowRefusal(form, props.editing)
  const fields: GridFieldSpec<PromiseCreateInput>[] = [
    { name: 'amountCents', labelKey: 'promise.amount', kind: 'money', required: true, size: 'half' },
    { name: 'promisedOn', labelKey: 'promise.date', kind: 'date', required: true, size: 'half' },
    {
      name: 'channel',
      labelKey: 'promise.channel',
      options: ['call', 'whatsapp', 'email', 'sms', 'visit'],
      optionKey: 'channels',
    },
  ]
  return (
    <GridFormDialog
      form={form}
      title={t('promise.title')}
      submitLabel={t('actions.save')}
      namespace="collections"
      fields={fields}
      idPrefix="promise"
      send={(values) => capture.submit({ kind: 'promise', body: values })}
      onClose={capture.close}
    />
  )
}
