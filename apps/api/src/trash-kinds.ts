import { registerAllyTrash } from './features/allies'
import { registerDocumentTrash } from './features/credit-applications'
import { registerInvoiceTrash } from './features/invoices'
import { registerTrashPurge } from './features/trash'
import { registerUserTrash } from './features/users/register'

/**
 * The record types whose deletes go to the trash (how each is restored and purged) and the nightly purge.
 * The API and `npm run worker` both call it through `registerJobKinds`.
 */
export function registerTrashKinds() {
  registerTrashPurge()
  registerAllyTrash()
  registerInvoiceTrash()
  registerUserTrash()
  registerDocumentTrash()
}
