import DialogContentText from '@mui/material/DialogContentText'
import Stack from '@mui/material/Stack'
import {
  applyCreditRequestSchema,
  refundRequestSchema,
  type CreditProduct,
  type LoanDetail,
} from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { FormField, useContractForm } from '../../../components/form'
import { MoneyFormDialog } from '../../../components/money-form-dialog'
import { formatFolio, formatMoney } from '../../../lib/format'
import { useLoanCredit } from '../api/loan-credit'
import { applyCreditSummary, refundSummary } from './money-summaries'

interface CreditDialogProps {
  origin: CreditProduct
  id: number
  loan: LoanDetail
  onClose: () => void
}

/** The bodies less the loan's version, which each dialog adds from the loan it shows. */
const refundFormSchema = refundRequestSchema.omit({ version: true })
const applyFormSchema = applyCreditRequestSchema.omit({ version: true })

/**
 * Asks for a refund of the credit balance: the outgoing transfer's amount, date and reference, confirmed on
 * its summary (issue 38); a second person approves it (four eyes).
 */
export function RefundDialog(props: CreditDialogProps) {
  const { t, i18n } = useTranslation('loanServicing')
  const { refund } = useLoanCredit(props.origin, props.id)
  const form = useContractForm(refundFormSchema, {
    namespace: 'loanServicing',
    defaultValues: { amountCents: props.loan.creditBalanceCents, paidOn: props.loan.asOf, reference: '' },
  })
  const field = { control: form.control, namespace: 'loanServicing', idPrefix: 'refund' }
  return (
    <MoneyFormDialog
      form={form}
      title={t('loanServicing.credit.refundTitle')}
      submitLabel={t('loanServicing.credit.askRefund')}
      summary={(body) => refundSummary(body, props.loan.creditBalanceCents, t, i18n.language)}
      fourEyes
      send={async (body) => {
        await refund.mutateAsync({ ...body, version: props.loan.version })
        props.onClose()
      }}
      sending={refund.isPending}
      onClose={props.onClose}
    >
      <DialogContentText sx={{ mb: 2 }}>
        {t('loanServicing.credit.refundText', {
          amount: formatMoney(props.loan.creditBalanceCents, { language: i18n.language }),
        })}
      </DialogContentText>
      <Stack spacing={2}>
        <FormField
          {...field}
          name="amountCents"
          kind="money"
          required
          label={t('loanServicing.credit.amount')}
        />
        <FormField
          {...field}
          name="paidOn"
          kind="date"
          required
          max={props.loan.asOf}
          label={t('loanServicing.credit.paidOn')}
        />
        <FormField {...field} name="reference" required label={t('loanServicing.credit.reference')} />
      </Stack>
    </MoneyFormDialog>
  )
}

/**
 * Applies credit to another active loan of the same customer (a payment on it, today), confirmed on its
 * summary. The receiving loan starts unchosen: the person picks it.
 */
export function ApplyCreditDialog(props: CreditDialogProps) {
  const { t, i18n } = useTranslation('loanServicing')
  const { apply } = useLoanCredit(props.origin, props.id)
  const form = useContractForm(applyFormSchema, {
    namespace: 'loanServicing',
    defaultValues: { amountCents: props.loan.creditBalanceCents, targetApplicationId: '' },
  })
  const field = { control: form.control, namespace: 'loanServicing', idPrefix: 'apply-credit' }
  return (
    <MoneyFormDialog
      form={form}
      title={t('loanServicing.credit.applyTitle')}
      submitLabel={t('loanServicing.credit.apply')}
      summary={(body) => applyCreditSummary(body, props.loan, t, i18n.language)}
      send={async (body) => {
        await apply.mutateAsync({ ...body, version: props.loan.version })
        props.onClose()
      }}
      sending={apply.isPending}
      onClose={props.onClose}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <FormField
          {...field}
          name="targetApplicationId"
          required
          numeric
          label={t('loanServicing.credit.target')}
          options={props.loan.creditTargets.map((option) => ({
            value: option.applicationId,
            label: t('loanServicing.credit.targetOption', {
              folio: formatFolio(option.folio, i18n.language),
              balance: formatMoney(option.balanceCents, { language: i18n.language }),
            }),
          }))}
        />
        <FormField
          {...field}
          name="amountCents"
          kind="money"
          required
          label={t('loanServicing.credit.amount')}
        />
      </Stack>
    </MoneyFormDialog>
  )
}
