import DeleteOutline from '@mui/icons-material/DeleteOutline'
import { invoiceDeleter, type InvoiceListItem } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { useListBulk, type ListBulkOptions } from '../../../components/list-screen'
import { ability } from '../../../lib/ability'
import { undoDeleteMany } from '../../../lib/undo'
import { bulkInvoices } from '../api/bulk-invoices'

const actions = ['delete'] as const

/**
 * The invoice list's selection and bulk bar (the lists kit): delete the selected invoices in one call, undoable
 * from the list's toast (they come back from the trash together), for whoever may delete invoices.
 */
export function useInvoiceBulk(options: ListBulkOptions<InvoiceListItem>) {
  const { t } = useTranslation('invoices')
  return useListBulk({
    ...options,
    rowId: (invoice) => invoice.id,
    rowLabel: (invoice) => `#${invoice.id}`,
    actions,
    may: () => ability.can(invoiceDeleter.action, invoiceDeleter.subject),
    icons: { delete: <DeleteOutline /> },
    t,
    perform: bulkInvoices,
    undo: (result) => undoDeleteMany('invoice', result.changed),
  })
}
