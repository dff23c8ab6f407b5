import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import { adjustmentRequestSchema, type LedgerAccount } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { FieldGrid, useContractForm, type GridFieldSpec } from '../../../components/form'
import { FormDialog } from '../../../components/form-dialog'
import { useRequestAdjustment } from '../api/request-adjustment'

/** The screen's adjustment: one account debited, one credited, the same amount (the contract takes any lines). */
interface AdjustmentValues {
  businessDate: string
  memo: string
  debitAccount: string
  creditAccount: string
  amountCents: number | null
}

function toBody(values: AdjustmentValues) {
  const amount = values.amountCents ?? Number.NaN
  return {
    businessDate: values.businessDate,
    memo: values.memo,
    lines: [
      { accountCode: values.debitAccount, debitCents: amount, creditCents: 0 },
      { accountCode: values.creditAccount, debitCents: 0, creditCents: amount },
    ],
  }
}
/** Where a contract path lands in this form: each line's account on its select, the amounts on the amount. */
const fieldOf = (path: string) =>
  path === 'lines.0.accountCode'
    ? 'debitAccount'
    : path === 'lines.1.accountCode'
      ? 'creditAccount'
      : path.startsWith('lines')
        ? 'amountCents'
        : path
const adjustmentFormSchema = z
  .custom<AdjustmentValues>()
  .transform((values): unknown => toBody(values))
  .pipe(adjustmentRequestSchema)

/**
 * Asks for a manual adjustment (manage accounting): posted only when a second person approves it in the
 * approvals queue; the dialog says so once the request is stored.
 */
export function AdjustmentDialog(props: {
  accounts: LedgerAccount[]
  today: string
  onClose: () => void
  onAsked: () => void
}) {
  const { t } = useTranslation('accounting')
  const request = useRequestAdjustment()
  const form = useContractForm(adjustmentFormSchema, {
    namespace: 'accounting',
    checkFieldOf: fieldOf,
    defaultValues: {
      businessDate: props.today,
      memo: '',
      debitAccount: '',
      creditAccount: '',
      amountCents: null,
    },
  })
  const options = props.accounts
    .filter((account) => account.postable)
    .map((account) => ({ value: account.code, label: `${account.code} ${account.name}` }))
  const fields: GridFieldSpec<AdjustmentValues>[] = [
    { name: 'businessDate', labelKey: 'adjustment.businessDate', kind: 'date', size: 'half', required: true },
    { name: 'amountCents', labelKey: 'adjustment.amount', kind: 'money', size: 'half', required: true },
    { name: 'debitAccount', labelKey: 'adjustment.debitAccount', kind: 'select', options, required: true },
    { name: 'creditAccount', labelKey: 'adjustment.creditAccount', kind: 'select', options, required: true },
    { name: 'memo', labelKey: 'adjustment.memo', required: true },
  ]
  const submit = form.handleSubmit(async (values) => {
    form.clearServerError()
    try {
      await request.mutateAsync(values)
      props.onAsked()
    } catch (failure) {
      form.failWith(failure)
    }
  })
  return (
    <FormDialog
      open
      title={t('adjustment.title')}
      submitLabel={t('adjustment.submit')}
      busy={form.formState.isSubmitting}
      error={form.serverError}
      onSubmit={(event) => void submit(event)}
      onClose={props.onClose}
    >
      <Box sx={{ pt: 1 }}>
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('adjustment.fourEyes')}
        </Alert>
        <FieldGrid control={form.control} namespace="accounting" fields={fields} idPrefix="adjustment" />
      </Box>
    </FormDialog>
  )
}
