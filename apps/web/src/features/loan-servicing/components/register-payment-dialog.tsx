import Stack from '@mui/material/Stack'
import {
  paymentMethods,
  paymentRequestSchema,
  prepaymentChoices,
  type CreditProduct,
  type LoanDetail,
} from '@mesa/contracts'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField, RadioGroupField, useContractForm } from '../../../components/form'
import { MoneyFormDialog } from '../../../components/money-form-dialog'
import { formatMoney } from '../../../lib/format'
import { usePayoffQuote } from '../api/get-payoff-quote'
import { useRegisterPayment } from '../api/register-payment'
import { paymentSummary } from './money-summaries'

/** The payment's body less the loan's version, which the dialog adds from the loan it shows. */
const paymentFormSchema = paymentRequestSchema.omit({ version: true })

/**
 * Registers a payment: amount in pesos, the day the money arrived, method and reference, and what an amount
 * beyond the current installment does (the customer's choice). Proposes what is owed now; shows the payoff.
 */
export function RegisterPaymentDialog(props: {
  origin: CreditProduct
  id: number
  loan: LoanDetail
  onClose: () => void
  onDone: () => void
}) {
  const { t, i18n } = useTranslation('loanServicing')
  const register = useRegisterPayment(props.origin, props.id)
  const { summary } = props.loan
  const form = useContractForm(paymentFormSchema, {
    namespace: 'loanServicing',
    defaultValues: {
      amountCents: summary.overdueCents + summary.nextDueCents,
      paidOn: props.loan.asOf,
      method: 'spei',
      reference: '',
      prepaymentChoice: 'reduce_term',
    },
  })
  const paidOn = useWatch({ control: form.control, name: 'paidOn' })
  const payoff = usePayoffQuote(props.origin, props.id, paidOn)
  const field = { control: form.control, namespace: 'loanServicing', idPrefix: 'payment' }
  return (
    <MoneyFormDialog
      form={form}
      title={t('loanServicing.register.title')}
      submitLabel={t('loanServicing.register.submit')}
      summary={(body) => paymentSummary(body, summary.balanceCents, t, i18n.language)}
      send={async (body) => {
        await register.mutateAsync({ ...body, version: props.loan.version })
        props.onDone()
      }}
      sending={register.isPending}
      onClose={props.onClose}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <FormField
          {...field}
          name="amountCents"
          kind="money"
          required
          label={t('loanServicing.register.amount')}
          helperText={
            payoff.data
              ? t('loanServicing.register.payoffHint', {
                  amount: formatMoney(payoff.data.totalCents, { language: i18n.language }),
                })
              : ' '
          }
        />
        <FormField
          {...field}
          name="paidOn"
          kind="date"
          required
          label={t('loanServicing.register.paidOn')}
          min={props.loan.disbursedOn}
          max={props.loan.asOf}
        />
        <FormField
          {...field}
          name="method"
          label={t('loanServicing.register.method')}
          options={paymentMethods.map((value) => ({ value, label: t(`loanServicing.methods.${value}`) }))}
        />
        <FormField {...field} name="reference" label={t('loanServicing.register.reference')} />
        <RadioGroupField
          control={form.control}
          namespace="loanServicing"
          name="prepaymentChoice"
          label={t('loanServicing.register.prepayment')}
          options={prepaymentChoices.map((value) => ({
            value,
            label: t(`loanServicing.prepaymentChoices.${value}`),
          }))}
        />
      </Stack>
    </MoneyFormDialog>
  )
}
