import Box from '@mui/material/Box'
import { businessToday, commissionPaymentSchema, type Commission } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { FieldGrid, useContractForm, type GridFieldSpec } from '../../../components/form'
import { FormDialog } from '../../../components/form-dialog'
import { formatMoney } from '../../../lib/format'
import { usePayCommission } from '../api/commissions'

/** The form asks the date and the reference; the version read goes with them. */
const paymentFormSchema = commissionPaymentSchema.omit({ version: true })
const fields: GridFieldSpec<{ paidOn: string; reference: string }>[] = [
  { name: 'paidOn', labelKey: 'columns.paidOn', kind: 'date', required: true },
  { name: 'reference', labelKey: 'columns.reference', required: true },
]

/** The administrator records the payment of a payable commission: date and bank reference. */
export function PaymentDialog({
  commission,
  onClose,
}: {
  commission: Commission
  onClose: (paid: boolean) => void
}) {
  const { t } = useTranslation('vehicles')
  const pay = usePayCommission()
  const form = useContractForm(paymentFormSchema, {
    namespace: 'vehicles',
    defaultValues: { paidOn: businessToday(), reference: '' },
  })
  // The server's field errors (a date after today in Mexico City) go under their fields.
  const submit = form.handleSubmit(async (values) => {
    form.clearServerError()
    try {
      await pay.mutateAsync({ id: commission.id, body: { ...values, version: commission.version } })
      onClose(true)
    } catch (failure) {
      form.failWith(failure)
    }
  })
  return (
    <FormDialog
      open
      title={t('payment.title', {
        folio: commission.application.folio,
        total: formatMoney(commission.totalCents),
      })}
      submitLabel={t('payment.record')}
      busy={pay.isPending}
      error={form.serverError}
      onSubmit={(event) => void submit(event)}
      onClose={() => onClose(false)}
      maxWidth="xs"
    >
      <Box sx={{ pt: 1 }}>
        <FieldGrid
          control={form.control}
          namespace="vehicles"
          fields={fields}
          idPrefix="commission-payment"
        />
      </Box>
    </FormDialog>
  )
}
