import { zodResolver } from '@hookform/resolvers/zod'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import { businessToday, disburseRequestSchema, type FundingDetail } from '@mesa/contracts'
import { useForm, type Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FieldGrid, type GridFieldSpec } from '../../../components/form'
import { useDisburse } from '../api/fund-application'
import { FormDialog } from '../../../components/form-dialog'
import { formatMoney } from './format'
import { useFormErrors } from './use-form-errors'

interface DisburseValues {
  amountCents: number | null
  disbursedOn: string
  speiReference: string
}
const formSchema = disburseRequestSchema.omit({ assignmentId: true })
const fieldNames = ['amountCents', 'disbursedOn', 'speiReference'] as const

/**
 * Records the SPEI transfer of the assigned amount to the ally's CLABE (shown, read-only: it comes from the
 * ally's bank accounts). The amount starts at the assigned amount; the API refuses any other.
 */
export function DisburseDialog(props: {
  funding: FundingDetail
  open: boolean
  onClose: () => void
  onDone: () => void
}) {
  const { t } = useTranslation('funding')
  const disburse = useDisburse()
  const { funding } = props
  const assignment = funding.assignment!
  // Issue 30: what goes out is the amount less the opening fee and its IVA when the policy deducts them.
  const net = funding.terms?.disbursementCents ?? assignment.amountCents
  const form = useForm<DisburseValues>({
    resolver: zodResolver(formSchema as never) as unknown as Resolver<DisburseValues>,
    defaultValues: { amountCents: net, disbursedOn: businessToday(), speiReference: '' },
  })
  const errors = useFormErrors(form, fieldNames)
  const fields: GridFieldSpec<DisburseValues>[] = [
    { name: 'amountCents', labelKey: 'disburse.amount', kind: 'money', size: 'half', required: true },
    { name: 'disbursedOn', labelKey: 'disburse.date', kind: 'date', size: 'half', required: true },
    {
      name: 'speiReference',
      labelKey: 'disburse.spei',
      required: true,
      helperKey: 'disburse.speiHelp',
      autoComplete: 'off',
    },
  ]
  const submit = form.handleSubmit(async (values) => {
    errors.clear()
    try {
      await disburse.mutateAsync({
        folio: funding.application.folio,
        assignmentId: assignment.id,
        amountCents: values.amountCents ?? 0,
        disbursedOn: values.disbursedOn,
        speiReference: values.speiReference,
      })
      props.onDone()
    } catch (failure) {
      errors.fail(failure)
    }
  })
  return (
    <FormDialog
      open={props.open}
      title={t('disburse.title', { folio: funding.application.folio })}
      submitLabel={t('disburse.submit')}
      busy={form.formState.isSubmitting}
      error={errors.error}
      onSubmit={(event) => void submit(event)}
      onClose={props.onClose}
    >
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('disburse.to', {
          amount: formatMoney(net),
          holder: funding.beneficiary.holderName,
          clabe: funding.beneficiary.clabe,
          funder: assignment.funder.name,
        })}
      </Alert>
      {funding.terms?.openingFeeTreatment === 'deducted' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('disburse.feeDeducted', {
            amount: formatMoney(assignment.amountCents),
            fee: formatMoney(funding.terms.openingFeeCents + funding.terms.openingFeeIvaCents),
            net: formatMoney(net),
          })}
        </Alert>
      )}
      <Alert severity="warning" sx={{ mb: 2 }}>
        {t('disburse.fourEyes')}
      </Alert>
      <Box sx={{ pt: 1 }}>
        <FieldGrid control={form.control} namespace="funding" fields={fields} idPrefix="disburse" />
      </Box>
    </FormDialog>
  )
}
