import Alert from '@mui/material/Alert'
import DialogContentText from '@mui/material/DialogContentText'
import { writeOffRequestSchema, type CreditProduct } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { FormField, useContractForm } from '../../../components/form'
import { FormDialog } from '../../../components/form-dialog'
import { formatMoney } from '../../../lib/format'
import { useAskWriteOff } from '../api/write-off'

/** The reason alone: the version is the loan's, added when the write-off is asked. */
const writeOffFormSchema = writeOffRequestSchema.omit({ version: true })

/**
 * Asks to write the loan off (castigo, issue 33) with a reason: a second person approves it on the approvals
 * queue; whoever did anything on the loan may not (separation of duties).
 */
export function WriteOffDialog(props: {
  origin: CreditProduct
  id: number
  version: number
  balanceCents: number
  onClose: () => void
}) {
  const { t, i18n } = useTranslation('loanServicing')
  const ask = useAskWriteOff(props.origin, props.id)
  const form = useContractForm(writeOffFormSchema, {
    namespace: 'loanServicing',
    defaultValues: { reason: '' },
  })
  const submit = form.handleSubmit(async (body) => {
    form.clearServerError()
    try {
      await ask.mutateAsync({ reason: body.reason, version: props.version })
      props.onClose()
    } catch (failure) {
      form.failWith(failure)
    }
  })
  return (
    <FormDialog
      open
      title={t('loanServicing.delinquency.writeOff.title')}
      submitLabel={t('loanServicing.delinquency.writeOff.submit')}
      busy={form.formState.isSubmitting}
      error={form.serverError}
      onSubmit={(event) => void submit(event)}
      onClose={props.onClose}
    >
      <DialogContentText sx={{ mb: 2 }}>
        {t('loanServicing.delinquency.writeOff.text', {
          amount: formatMoney(props.balanceCents, { language: i18n.language }),
        })}
      </DialogContentText>
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('loanServicing.delinquency.writeOff.fourEyes')}
      </Alert>
      <FormField
        control={form.control}
        namespace="loanServicing"
        idPrefix="write-off"
        name="reason"
        required
        multiline
        label={t('loanServicing.delinquency.writeOff.reason')}
      />
    </FormDialog>
  )
}
