import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import { businessToday, disburseRequestSchema, type FundingDetail } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { FieldGrid, useContractForm, type GridFieldSpec } from '../../../components/form'
import { useDisburse } from '../api/fund-application'
import { FormDialog } from '../../../components/form-dialog'
import { formatMoney } from '../../../lib/format'
import { DisbursementConfirmation } from './disbursement-confirmation'

const formSchema = disburseRequestSchema.omit({ assignmentId: true })
type DisburseValues = z.input<typeof formSchema>

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
  const form = useContractForm(formSchema, {
    namespace: 'funding',
    defaultValues: { amountCents: net, disbursedOn: businessToday(), speiReference: '' },
  })
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
  // Issue 38: the form's values are confirmed on a summary before the disbursement is asked for.
  const [asked, setAsked] = useState<z.output<typeof formSchema> | null>(null)
  const submit = form.handleSubmit((values) => {
    form.clearServerError()
    setAsked(values)
  })
  const confirm = async (values: z.output<typeof formSchema>) => {
    try {
      await disburse.mutateAsync({ folio: funding.application.folio, assignmentId: assignment.id, ...values })
      props.onDone()
    } catch (failure) {
      // Back to the form: a refused field shows on its field.
      form.failWith(failure)
    } finally {
      setAsked(null)
    }
  }
  if (asked)
    return (
      <DisbursementConfirmation
        funding={funding}
        values={asked}
        busy={disburse.isPending}
        onConfirm={() => void confirm(asked)}
        onClose={() => setAsked(null)}
      />
    )
  return (
    <FormDialog
      open={props.open}
      title={t('disburse.title', { folio: funding.application.folio })}
      submitLabel={t('disburse.submit')}
      busy={form.formState.isSubmitting}
      error={form.serverError}
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
