import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { mayWorkPurchase, purchaseInputSchema, type ApplicationPurchase } from '@mesa/contracts'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { FieldGrid, useContractForm, type GridFieldSpec } from '../../../components/form'
import { downloadAttachment } from '../../../lib/download-file'
import { useErrorText } from '../../../lib/error-text'
import { useSession } from '../../../lib/use-session'
import type { ApplicationFile } from '../../../lib/application-file'
import { formatMoney } from '../../../lib/format'
import { receiptUrl, useFilePurchase, useSavePurchase, useUploadReceipt } from '../api/file-purchase'

type PurchaseValues = z.input<typeof purchaseInputSchema>
const fields: GridFieldSpec<PurchaseValues>[] = [
  { name: 'dealerInvoiceNumber', labelKey: 'vehicle.dealerInvoice', size: 'half', required: true },
  { name: 'deliveryDate', labelKey: 'vehicle.deliveryDate', kind: 'date', size: 'half' },
  { name: 'priceCents', labelKey: 'vehicle.price', kind: 'money', size: 'half', required: true },
  { name: 'downPaymentCents', labelKey: 'vehicle.downPayment', kind: 'money', size: 'half', required: true },
]

/** The purchase tab: what the dealer sells for, the down payment and its receipt, and how it squares with the loan. */
export function PurchaseTab({ application }: { application: ApplicationFile }) {
  const { t } = useTranslation('vehicles')
  const { callText } = useErrorText('vehicles')
  const purchase = useFilePurchase(application.origin, application.id)
  if (purchase.isPending) return <LinearProgress aria-label={t('vehicle.loading')} />
  if (purchase.isError) return <Alert severity="error">{callText(purchase.error)}</Alert>
  return (
    <Stack spacing={2}>
      <Consistency data={purchase.data} />
      <PurchaseForm
        key={purchase.data.purchase?.version ?? 0}
        application={application}
        data={purchase.data}
      />
    </Stack>
  )
}

function Consistency({ data }: { data: ApplicationPurchase }) {
  const { t } = useTranslation('vehicles')
  const financed = data.authorisedAmountCents ?? data.requestedAmountCents
  const basis = t(data.authorisedAmountCents === null ? 'vehicle.requested' : 'vehicle.authorised')
  if (!data.purchase || data.differenceCents === null)
    return <Alert severity="info">{t('vehicle.noPurchase', { basis, amount: formatMoney(financed) })}</Alert>
  const figures = {
    price: formatMoney(data.purchase.priceCents),
    down: formatMoney(data.purchase.downPaymentCents),
    net: formatMoney(data.purchase.priceCents - data.purchase.downPaymentCents),
    basis,
    amount: formatMoney(financed),
    difference: formatMoney(Math.abs(data.differenceCents)),
  }
  return data.differenceCents === 0 ? (
    <Alert severity="success">{t('vehicle.consistent', figures)}</Alert>
  ) : (
    <Alert severity="warning">
      {t(data.differenceCents > 0 ? 'vehicle.shortfall' : 'vehicle.excess', figures)}
    </Alert>
  )
}

function PurchaseForm({ application, data }: { application: ApplicationFile; data: ApplicationPurchase }) {
  const { t } = useTranslation('vehicles')
  const { callText } = useErrorText('vehicles')
  const { rules } = useSession()
  const editable = mayWorkPurchase(rules)
  const save = useSavePurchase(application.origin, application.id)
  const upload = useUploadReceipt(application.origin, application.id)
  const fileInput = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const current = data.purchase
  const form = useContractForm(purchaseInputSchema, {
    namespace: 'vehicles',
    // A field whose 400 the form does not show (the version read) is told in the alert.
    serverFieldOf: (path) => (path === 'version' ? null : path),
    defaultValues: {
      version: current?.version ?? null,
      dealerInvoiceNumber: current?.dealerInvoiceNumber ?? '',
      priceCents: current?.priceCents ?? application.product.vehicle.priceCents,
      downPaymentCents: current?.downPaymentCents ?? application.product.terms.downPaymentCents,
      deliveryDate: current?.deliveryDate ?? '',
    },
  })
  const submit = form.handleSubmit(async (values) => {
    setProblem(null)
    form.clearServerError()
    try {
      await save.mutateAsync(values)
    } catch (failure) {
      form.failWith(failure)
    }
  })
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={2}>
        <FieldGrid
          control={form.control}
          namespace="vehicles"
          fields={fields}
          idPrefix="purchase"
          breakpoint="md"
          disabled={!editable}
        />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="body2" sx={{ flex: 1 }}>
            {current?.receipt
              ? t('vehicle.receipt', { name: current.receipt.fileName })
              : t('vehicle.noReceipt')}
          </Typography>
          {current?.receipt && (
            <Button
              onClick={() =>
                void downloadAttachment(
                  receiptUrl(application.origin, application.id),
                  current.receipt!.fileName,
                )
              }
            >
              {t('vehicle.downloadReceipt')}
            </Button>
          )}
          {editable && current && (
            <>
              <input
                ref={fileInput}
                type="file"
                hidden
                accept="application/pdf,image/jpeg,image/png,image/webp"
                aria-label={t('vehicle.uploadReceipt')}
                onChange={(event) => {
                  const file = event.target.files?.[0]
                  if (file) upload.mutate(file, { onError: (failure) => setProblem(callText(failure)) })
                  event.target.value = ''
                }}
              />
              <Button
                variant="outlined"
                disabled={upload.isPending}
                onClick={() => fileInput.current?.click()}
              >
                {t('vehicle.uploadReceipt')}
              </Button>
            </>
          )}
          {editable && (
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              {t('vehicle.savePurchase')}
            </Button>
          )}
        </Stack>
        {(problem ?? form.serverError) && <Alert severity="error">{problem ?? form.serverError}</Alert>}
      </Stack>
    </form>
  )
}
