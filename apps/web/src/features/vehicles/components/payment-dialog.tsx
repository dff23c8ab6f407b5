import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { businessToday, commissionPaymentSchema, type Commission } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '../../../components/form-dialog'
import { placeFieldErrors, useErrorText } from '../../../lib/error-text'
import { usePayCommission } from '../api/commissions'
import { formatMoney } from '../../../lib/format'

/** The administrator records the payment of a payable commission: date and bank reference. */
export function PaymentDialog({
  commission,
  onClose,
}: {
  commission: Commission
  onClose: (paid: boolean) => void
}) {
  const { t } = useTranslation('vehicles')
  const { callText, fieldText, issueTexts } = useErrorText('vehicles')
  const pay = usePayCommission()
  const [paidOn, setPaidOn] = useState(businessToday)
  const [reference, setReference] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const submit = () => {
    const parsed = commissionPaymentSchema.safeParse({ paidOn, reference, version: commission.version })
    if (!parsed.success) {
      setErrors(issueTexts(parsed.error.issues))
      return
    }
    setErrors({})
    pay.mutate(
      { id: commission.id, body: parsed.data },
      {
        onSuccess: () => onClose(true),
        // The server's field errors (a date after today in Mexico City) go under their fields.
        onError: (error) =>
          placeFieldErrors(error, (field, entry) => {
            if (field !== 'paidOn' && field !== 'reference') return false
            setErrors((shown) => ({ ...shown, [field]: fieldText(entry, field) }))
            return true
          }),
      },
    )
  }
  return (
    <FormDialog
      open
      title={t('payment.title', {
        folio: commission.application.folio,
        total: formatMoney(commission.totalCents),
      })}
      submitLabel={t('payment.record')}
      busy={pay.isPending}
      error={pay.error && Object.keys(errors).length === 0 ? callText(pay.error) : null}
      onSubmit={submit}
      onClose={() => onClose(false)}
      maxWidth="xs"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          type="date"
          label={t('columns.paidOn')}
          value={paidOn}
          onChange={(event) => setPaidOn(event.target.value)}
          error={Boolean(errors.paidOn)}
          helperText={errors.paidOn || ' '}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label={t('columns.reference')}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          error={Boolean(errors.reference)}
          helperText={errors.reference || ' '}
        />
      </Stack>
    </FormDialog>
  )
}
