import type { LiveEventHandler } from '../../../lib/live-events'
import { invoiceKeys } from './keys'

/**
 * An invoice changed somewhere (created, edited, paid, sent, past due, deleted): the lists and that
 * invoice's detail refetch, so a colleague's payment shows its new balance and status without a reload.
 */
export const invoiceLiveEvents: LiveEventHandler = {
  onEvent: (event, client) => {
    if (event.type === 'record.restored' && event.recordType === 'invoice') {
      // Back from the trash: it reappears in the lists.
      void client.invalidateQueries({ queryKey: invoiceKeys.lists })
      return
    }
    if (event.type !== 'invoice.changed') return
    void client.invalidateQueries({ queryKey: invoiceKeys.lists })
    void client.invalidateQueries({ queryKey: invoiceKeys.detail(event.id) })
  },
  onReconnect: (client) => void client.invalidateQueries({ queryKey: invoiceKeys.all }),
}
