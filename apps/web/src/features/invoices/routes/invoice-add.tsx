import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../lib/error-text'
import { useInvoiceClients } from '../api/get-clients'
import { InvoiceForm } from '../components/invoice-form'
import { InvoicePage } from '../components/invoice-page'

/** /apps/invoice/add: a new invoice (Draft). */
export function Component() {
  const { t } = useTranslation('invoices')
  const { callText } = useErrorText('invoices')
  const clients = useInvoiceClients()
  return (
    <InvoicePage
      title={t('form.addTitle')}
      loading={clients.isPending}
      error={clients.error ? callText(clients.error) : null}
      onRetry={() => void clients.refetch()}
    >
      {clients.data && <InvoiceForm clients={clients.data} />}
    </InvoicePage>
  )
}
