import DeleteOutline from '@mui/icons-material/DeleteOutline'
import type { InvoiceBulkResult, InvoiceListItem } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { useBulkAction, useRowSelection, type ListBulkOptions } from '../../../components/list-screen'
import { undoDeleteMany } from '../../../lib/undo'
import { bulkInvoices } from '../api/bulk-invoices'

/**
 * The invoice list's selection and bulk bar (the lists kit): delete the selected invoices in one call, undoable
 * from the list's toast (they come back from the trash together). Every signed-in user may use the invoice
 * screens (spec §2), so the bar is always there.
 */
export function useInvoiceBulk(options: ListBulkOptions<InvoiceListItem>) {
  const { t } = useTranslation('invoices')
  const selection = useRowSelection(
    options.rows,
    (invoice) => invoice.id,
    options.listKey,
    (invoice) => `#${invoice.id}`,
  )
  const bulk = useBulkAction({
    clear: selection.clear,
    undoToast: options.undoToast,
    errorText: options.errorText,
    notify: options.notify,
  })
  const remove = () =>
    bulk.run<InvoiceBulkResult>({
      perform: () => bulkInvoices('delete', selection.ids),
      done: (result) => t('bulk.done', { count: result.changed.length }),
      undo: {
        run: (result) => undoDeleteMany('invoice', result.changed),
        undone: (result) => t('bulk.undone', { count: result.changed.length }),
      },
      refresh: options.refresh,
    })
  return {
    selection: selection.table,
    bar: {
      count: selection.ids.length,
      actions: [
        {
          id: 'delete',
          label: t('bulk.delete'),
          icon: <DeleteOutline />,
          color: 'error' as const,
          onClick: remove,
        },
      ],
      busy: bulk.busy,
      onClear: selection.clear,
    },
  }
}
