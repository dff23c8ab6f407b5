import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useErrorText } from '../../../lib/error-text'
import { useInvoiceClients } from '../api/get-clients'
import { useInvoice } from '../api/get-invoice'
import { InvoiceForm } from '../components/invoice-form'
import { InvoicePage } from '../components/invoice-page'

/** /apps/invoice/edit/:id: the invoice's client, dates, lines and note; a stale version offers a reload. */
export function Component() {
  const { t } = useTranslation('invoices')
  const { callText } = useErrorText('invoices')
  const id = Number(useParams().id)
  const invoice = useInvoice(id)
  const clients = useInvoiceClients()
  const error = invoice.error ?? clients.error
  return (
    <InvoicePage
      title={t('form.editTitle', { id })}
      loading={invoice.isPending || clients.isPending}
      error={error ? callText(error) : null}
      onRetry={() => {
        void invoice.refetch()
        void clients.refetch()
      }}
    >
      {invoice.data && clients.data && (
        <InvoiceForm
          key={invoice.data.invoice.id}
          clients={clients.data}
          invoice={invoice.data.invoice}
          onReload={() => void invoice.refetch()}
        />
      )}
    </InvoicePage>
  )
}
