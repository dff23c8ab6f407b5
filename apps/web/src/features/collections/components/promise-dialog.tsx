import { promiseCreateSchema, type PromiseCreateInput } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { useContractForm, type GridFieldSpec } from '../../../components/form'
import { GridFormDialog } from '../../../components/grid-form-dialog'
import { useMakePromise } from '../api/desk-loan'

/**
 * Records a promise to pay: the amount by a date, through the channel it was made on. No money moves (the
 * payment that keeps it is registered on the loan), so no confirmation step.
 */
export function PromiseDialog(props: {
  loanId: number
  suggestedCents: number
  today: string
  onClose: () => void
}) {
  const { t } = useTranslation('collections')
  const make = useMakePromise(props.loanId)
  const form = useContractForm(promiseCreateSchema, {
    namespace: 'collections',
    defaultValues: { amountCents: props.suggestedCents, promisedOn: props.today, channel: 'call' },
  })
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
      send={async (values) => {
        await make.mutateAsync(values)
        props.onClose()
      }}
      onClose={props.onClose}
    />
  )
}
