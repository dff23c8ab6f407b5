import Box from '@mui/material/Box'
import { promiseCreateSchema, type PromiseCreateInput } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { FieldGrid, useContractForm, type GridFieldSpec } from '../../../components/form'
import { FormDialog } from '../../../components/form-dialog'
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
  const submit = form.handleSubmit(async (values) => {
    form.clearServerError()
    try {
      await make.mutateAsync(values)
      props.onClose()
    } catch (failure) {
      form.failWith(failure)
    }
  })
  return (
    <FormDialog
      open
      title={t('promise.title')}
      submitLabel={t('actions.save')}
      busy={form.formState.isSubmitting}
      error={form.serverError}
      onSubmit={(event) => void submit(event)}
      onClose={props.onClose}
    >
      <Box sx={{ pt: 1 }}>
        <FieldGrid control={form.control} namespace="collections" fields={fields} idPrefix="promise" />
      </Box>
    </FormDialog>
  )
}
