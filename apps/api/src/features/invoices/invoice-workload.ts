import { and, eq, isNull } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { invoices } from './invoices.schema'

/** The invoicing desk's home (issue 38): invoices past due to chase, drafts not sent yet. */
export async function invoiceWorkload(db: Executor) {
  const live = isNull(invoices.deletedAt)
  const [pastDue, drafts] = await Promise.all([
    db.$count(invoices, and(live, eq(invoices.status, 'Past Due'))),
    db.$count(invoices, and(live, eq(invoices.status, 'Draft'))),
  ])
  return { pastDue, drafts }
}
