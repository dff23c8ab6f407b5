import { adjustmentRequestSchema, type LedgerAccount } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { useContractForm, type GridFieldSpec } from '../../../components/form'
import { GridFormDialog } from '../../../components/grid-form-dialog'
import { useRequestAdjustment } from '../api/request-adjustment'
import { FourEyesNote, postableOptions } from './four-eyes'

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
  const options = postableOptions(props.accounts)
  const fields: GridFieldSpec<AdjustmentValues>[] = [
    { name: 'businessDate', labelKey: 'adjustment.businessDate', kind: 'date', size: 'half', required: true },
    { name: 'amountCents', labelKey: 'adjustment.amount', kind: 'money', size: 'half', required: true },
    { name: 'debitAccount', labelKey: 'adjustment.debitAccount', kind: 'select', options, required: true },
    { name: 'creditAccount', labelKey: 'adjustment.creditAccount', kind: 'select', options, required: true },
    { name: 'memo', labelKey: 'adjustment.memo', required: true },
  ]
  return (
    <GridFormDialog
      form={form}
      title={t('adjustment.title')}
      submitLabel={t('adjustment.submit')}
      namespace="accounting"
      fields={fields}
      idPrefix="adjustment"
      send={async (values) => {
        await request.mutateAsync(values)
        props.onAsked()
      }}
      onClose={props.onClose}
      intro={<FourEyesNote text={t('adjustment.fourEyes')} />}
    />
  )
}
