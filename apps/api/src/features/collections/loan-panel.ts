import { eq } from 'drizzle-orm'
import type { CollectionLoan } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { loanDirectory } from '../loan-servicing'
import { visibleDeskLoan, type DeskViewer } from './collection-scope'
import { contactHistory } from './contacts'
import { promisesOf } from './promises'
import { freshenDesk, queueRows, toQueueItem } from './queue'

/** A loan's collections panel (404 outside the viewer's desk): its row, merged history and promises. */
export async function loanPanel(db: Executor, loanId: number, viewer: DeskViewer): Promise<CollectionLoan> {
  const businessDate = await freshenDesk(db)
  await visibleDeskLoan(db, loanId, viewer)
  const [row] = await queueRows(db).where(eq(loanDirectory.id, loanId))
  return {
    businessDate,
    loan: toQueueItem(row!),
    contacts: await contactHistory(db, loanId),
    promises: await promisesOf(db, loanId),
  }
}
