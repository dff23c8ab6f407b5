import { and, eq, lt } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { businessDateOf } from '../business-date'
import { accountingPeriods, journalEntries } from './accounting.schema'

/** The accountant's home (issue 38): months before the business date's with entries and not closed yet. */
export async function monthsToClose(db: Executor): Promise<number> {
  const month = (await businessDateOf(db)).slice(0, 7)
  const [posted, closed] = await Promise.all([
    db
      .selectDistinct({ period: journalEntries.period })
      .from(journalEntries)
      .where(lt(journalEntries.period, month)),
    db
      .select({ period: accountingPeriods.period })
      .from(accountingPeriods)
      .where(and(eq(accountingPeriods.status, 'closed'), lt(accountingPeriods.period, month))),
  ])
  const done = new Set(closed.map((row) => row.period))
  return posted.filter((row) => !done.has(row.period)).length
}
