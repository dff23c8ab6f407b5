import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Divider from '@mui/material/Divider'
import Stack from '@mui/material/Stack'
import { invoiceTotals, type InvoiceClient, type InvoiceDetail } from '@mesa/contracts'
import { useEffect, useMemo, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate } from 'react-router'
import { FieldGrid, useContractForm, type GridFieldSpec } from '../../../components/form'
import { HttpError } from '../../../lib/http'
import { useCreateInvoice, useUpdateInvoice } from '../api/invoice-mutations'
import {
  emptyInvoice,
  invoiceFormSchema,
  lineFigures,
  toFormValues,
  type InvoiceFormValues,
} from './invoice-form-values'
import { InvoiceLines } from './invoice-lines'
import { InvoiceTotalsSummary } from './invoice-totals'

interface InvoiceFormProps {
  /** The clients endpoint's five (spec §7). */
  clients: InvoiceClient[]
  /** The invoice being edited; absent on /apps/invoice/add. */
  invoice?: InvoiceDetail
  /** Reloads the invoice after a stale-version answer. */
  onReload?: () => void
}

/** The invoice form of /apps/invoice/add and /apps/invoice/edit/:id: client, dates, lines, note, running totals. */
export function InvoiceForm({ clients, invoice, onReload }: InvoiceFormProps) {
  const { t } = useTranslation('invoices')
  const navigate = useNavigate()
  const form = useContractForm(invoiceFormSchema, {
    namespace: 'invoices',
    defaultValues: invoice ? toFormValues(invoice) : emptyInvoice(),
  })
  const [formError, setFormError] = useState<string | null>(null)
  const [stale, setStale] = useState(false)
  const create = useCreateInvoice()
  const update = useUpdateInvoice()

  const version = invoice?.version
  useEffect(() => {
    if (invoice) form.reset(toFormValues(invoice))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [invoice?.id, version])

  // The invoice's client stays pickable on edit even when it is not among the first five.
  const clientOptions = useMemo(() => {
    const options = clients.map((client) => ({
      value: client.id,
      label: `${client.name} · ${client.company}`,
    }))
    if (invoice && !clients.some((client) => client.id === invoice.clientId))
      options.push({ value: invoice.clientId, label: `${invoice.client.name} · ${invoice.client.company}` })
    return options
  }, [clients, invoice])

  const fields: GridFieldSpec<InvoiceFormValues>[] = [
    { name: 'clientId', labelKey: 'fields.client', options: clientOptions, numeric: true, required: true },
    { name: 'issuedDate', labelKey: 'fields.issuedDate', kind: 'date', size: 'half', required: true },
    { name: 'dueDate', labelKey: 'fields.dueDate', kind: 'date', size: 'half', required: true },
  ]

  const items = useWatch({ control: form.control, name: 'items' })
  const totals = invoiceTotals((items ?? []).flatMap((item) => lineFigures(item) ?? []))

  const onSubmit = form.handleSubmit(
    async (values) => {
      // The resolver answers the contract's output: what the submit handler receives is the API's body.
      const body = values
      setFormError(null)
      form.clearServerError()
      setStale(false)
      try {
        const answer = invoice
          ? await update.mutateAsync({ id: invoice.id, body: { ...body, version: invoice.version } })
          : await create.mutateAsync(body)
        await navigate(`/apps/invoice/preview/${answer.invoice.id}`, { state: { saved: true } })
      } catch (error) {
        if (error instanceof HttpError && error.status === 409) {
          setStale(true)
          return
        }
        // Refused fields on the form, and the form's alert says to look at them.
        setFormError(form.failWith(error) ? t('errors.invalid_input') : null)
      }
    },
    () => setFormError(t('errors.invalid_input')),
  )

  const busy = form.formState.isSubmitting
  return (
    <Card
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t(invoice ? 'form.editTitle' : 'form.addTitle', { id: invoice?.id })}
    >
      <CardContent>
        {stale && (
          <Alert
            severity="warning"
            sx={{ mb: 2 }}
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  setStale(false)
                  onReload?.()
                }}
              >
                {t('form.reload')}
              </Button>
            }
          >
            {t('errors.stale_version')}
          </Alert>
        )}
        {(formError ?? form.serverError) && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {formError ?? form.serverError}
          </Alert>
        )}
        <FieldGrid
          control={form.control}
          namespace="invoices"
          fields={fields}
          idPrefix="invoice"
          breakpoint="md"
          disabled={busy}
        />
      </CardContent>
      <Divider />
      <CardContent>
        <InvoiceLines control={form.control} disabled={busy} />
      </CardContent>
      <Divider />
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ justifyContent: 'space-between' }}>
          <Box sx={{ flex: 1 }}>
            <FieldGrid
              control={form.control}
              namespace="invoices"
              fields={[{ name: 'note', labelKey: 'fields.note', multiline: true }]}
              idPrefix="invoice"
              disabled={busy}
            />
          </Box>
          <InvoiceTotalsSummary totals={totals} />
        </Stack>
      </CardContent>
      <Divider />
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button
            component={RouterLink}
            to={invoice ? `/apps/invoice/preview/${invoice.id}` : '/apps/invoice/list'}
            disabled={busy}
          >
            {t('list.cancel', { ns: 'translation' })}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t(invoice ? 'form.save' : 'form.create')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  )
}
