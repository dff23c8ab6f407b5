import { debitAccountKinds, mandateCreateSchema, type Mandate } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { useContractForm, type GridFieldSpec } from '../../../components/form'
import { GridFormDialog } from '../../../components/grid-form-dialog'
import { useRegisterMandate } from '../api/mandates'

/** The form holds the loan's number as typed; the contract takes it as a number. */
interface MandateFormValues {
  loanId: string
  accountKind: string
  accountNumber: string
  holderName: string
  maxAmountCents: number | null
}
const mandateFormSchema = z
  .custom<MandateFormValues>()
  .transform((values): unknown => ({
    ...values,
    loanId: values.loanId.trim() === '' ? undefined : Number(values.loanId),
  }))
  .pipe(mandateCreateSchema)

/**
 * Registers a loan's mandate (control desk, collections): the customer's CLABE or card, checked by its digit
 * as the server checks it, the holder and the largest amount one debit may take. The signed authorisation is
 * uploaded next, from the mandate's row (or the loan page's section).
 */
export function MandateDialog(props: {
  /** The loan, when the dialog opens from its page (then it is shown, not typed). */
  loanId?: number
  onClose: () => void
  onSaved: (mandate: Mandate) => void
}) {
  const { t } = useTranslation('directDebit')
  const register = useRegisterMandate()
  const form = useContractForm(mandateFormSchema, {
    namespace: 'directDebit',
    defaultValues: {
      loanId: props.loanId ? String(props.loanId) : '',
      accountKind: 'clabe',
      accountNumber: '',
      holderName: '',
      maxAmountCents: null,
    },
  })
  const fields: GridFieldSpec<MandateFormValues>[] = [
    {
      name: 'loanId',
      labelKey: 'mandates.fields.loanId',
      inputMode: 'numeric',
      size: 'half',
      required: true,
      ...(props.loanId ? { kind: 'readonly' as const } : {}),
    },
    {
      name: 'accountKind',
      labelKey: 'mandates.fields.accountKind',
      kind: 'select',
      options: debitAccountKinds,
      optionKey: 'accountKinds',
      size: 'half',
    },
    {
      name: 'accountNumber',
      labelKey: 'mandates.fields.accountNumber',
      inputMode: 'numeric',
      required: true,
    },
    { name: 'holderName', labelKey: 'mandates.fields.holderName', required: true },
    {
      name: 'maxAmountCents',
      labelKey: 'mandates.fields.maxAmountCents',
      kind: 'money',
      size: 'half',
      required: true,
    },
  ]
  return (
    <GridFormDialog
      form={form}
      title={t('mandates.create')}
      submitLabel={t('mandates.save')}
      namespace="directDebit"
      fields={fields}
      idPrefix="mandate"
      send={async (values) => props.onSaved(await register.mutateAsync(values))}
      onClose={props.onClose}
    />
  )
}
