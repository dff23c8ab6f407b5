import { zodResolver } from '@hookform/resolvers/zod'
import Box from '@mui/material/Box'
import {
  businessToday,
  invoicePaymentCreateSchema,
  invoicePaymentMethods,
  type InvoiceDetail,
} from '@mesa/contracts'
import { useEffect, useState } from 'react'
import { useForm, type FieldPath, type Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FieldGrid, type GridFieldSpec } from '../../../components/form'
import { useErrorText } from '../../../lib/error-text'
import { HttpError } from '../../../lib/http'
import { useRecordInvoicePayment } from '../api/invoice-mutations'
import { FormDialog } from '../../../components/form-dialog'

interface PaymentValues {
  amountCents: number | null
  paidOn: string
  method: string
  note: string
}

const paymentFormSchema = invoicePaymentCreateSchema.omit({ version: true })

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
  const { callText } = useErrorText('invoices')
  const record = useRecordInvoicePayment()
  const [error, setError] = useState<string | null>(null)
  const defaults = (): PaymentValues => ({
    amountCents: invoice.balance > 0 ? invoice.balance : null,
    paidOn: businessToday(),
    method: 'transfer',
    note: '',
  })
  const form = useForm<PaymentValues>({
    resolver: zodResolver(paymentFormSchema as never) as unknown as Resolver<PaymentValues>,
    defaultValues: defaults(),
  })
  useEffect(() => {
    if (open) {
      form.reset(defaults())
      setError(null)
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
    setError(null)
    try {
      await record.mutateAsync({
        id: invoice.id,
        body: {
          ...values,
          amountCents: values.amountCents ?? 0,
          method: values.method as never,
          version: invoice.version,
        },
      })
      onDone()
    } catch (failure) {
      const fieldErrors = failure instanceof HttpError ? (failure.body?.errors ?? {}) : {}
      for (const [path, entries] of Object.entries(fieldErrors))
        if (path in defaults())
          form.setError(path as FieldPath<PaymentValues>, { type: 'server', message: entries[0] })
      setError(callText(failure))
    }
  })

  return (
    <FormDialog
      open={open}
      title={t('payment.title', { id: invoice.id })}
      submitLabel={t('payment.submit')}
      busy={form.formState.isSubmitting}
      error={error}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <Box sx={{ pt: 1 }}>
        <FieldGrid control={form.control} namespace="invoices" fields={fields} idPrefix="payment" />
      </Box>
    </FormDialog>
  )
}
