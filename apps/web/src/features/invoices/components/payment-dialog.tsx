import Box from '@mui/material/Box'
import {
  businessToday,
  invoicePaymentCreateSchema,
  invoicePaymentMethods,
  type InvoiceDetail,
} from '@mesa/contracts'
import { useEffect } from 'react'
import type { DefaultValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { FieldGrid, useContractForm, type GridFieldSpec } from '../../../components/form'
import { useRecordInvoicePayment } from '../api/invoice-mutations'
import { FormDialog } from '../../../components/form-dialog'

const paymentFormSchema = invoicePaymentCreateSchema.omit({ version: true })
type PaymentValues = z.input<typeof paymentFormSchema>

/** Records money received; the balance and status follow on the server (Partial Payment, Paid). */
export function PaymentDialog({
  invoice,
  open,
  onClose,
  onDone,
}: {
  invoice: InvoiceDetail
  open: boolean
  onClose: () => void
  onDone: () => void
}) {
  const { t } = useTranslation('invoices')
  const record = useRecordInvoicePayment()
  const defaults = (): DefaultValues<PaymentValues> => ({
    amountCents: invoice.balance > 0 ? invoice.balance : undefined,
    paidOn: businessToday(),
    method: 'transfer',
    note: '',
  })
  const form = useContractForm(paymentFormSchema, { namespace: 'invoices', defaultValues: defaults() })
  useEffect(() => {
    if (open) {
      form.reset(defaults())
      form.clearServerError()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open])

  const fields: GridFieldSpec<PaymentValues>[] = [
    { name: 'amountCents', labelKey: 'payment.amount', kind: 'money', size: 'half', required: true },
    { name: 'paidOn', labelKey: 'payment.paidOn', kind: 'date', size: 'half', required: true },
    {
      name: 'method',
      labelKey: 'payment.method',
      options: invoicePaymentMethods,
      optionKey: 'payment.methods',
      required: true,
    },
    { name: 'note', labelKey: 'payment.note' },
  ]

  const submit = form.handleSubmit(async (values) => {
    form.clearServerError()
    try {
      await record.mutateAsync({
        id: invoice.id,
        body: { ...values, version: invoice.version },
      })
      onDone()
    } catch (failure) {
      form.failWith(failure)
    }
  })

  return (
    <FormDialog
      open={open}
      title={t('payment.title', { id: invoice.id })}
      submitLabel={t('payment.submit')}
      busy={form.formState.isSubmitting}
      error={form.serverError}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <Box sx={{ pt: 1 }}>
        <FieldGrid control={form.control} namespace="invoices" fields={fields} idPrefix="payment" />
      </Box>
    </FormDialog>
  )
}
