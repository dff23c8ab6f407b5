import { businessToday } from '@mesa/contracts'
import { eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { loanFiguresOn } from '../loan-servicing'
import { dayBefore, previousMonthEnds } from './month-ends'
import { portfolioArrearsSnapshots as snapshots } from './portfolio.schema'

/** How many month ends back the history reaches (the dashboard's default period). */
const MONTHS_KEPT = 12

/**
 * Writes the portfolio's arrears of `date` (replayed from the loan ledgers) by ally, product and bucket,
 * replacing that day's rows in one transaction, so a rerun or a late back-dated payment corrects the day.
 */
export async function writeArrearsSnapshot(db: Database, date: string) {
  await db.transaction(async (tx) => {
    const figures = await loanFiguresOn(tx, date)
    const groups = new Map<string, typeof snapshots.$inferInsert>()
    for (const loan of figures) {
      const key = `${loan.allyId}|${loan.product}|${loan.bucket}`
      const group = groups.get(key) ?? {
        onDate: date,
        allyId: loan.allyId,
        product: loan.product,
        bucket: loan.bucket,
        loans: 0,
        balanceCents: 0,
      }
      group.loans! += 1
      group.balanceCents += loan.balanceCents
      groups.set(key, group)
    }
    await tx.delete(snapshots).where(eq(snapshots.onDate, date))
    if (groups.size > 0) await tx.insert(snapshots).values([...groups.values()])
  })
}

/**
 * The daily run: yesterday's figures (a finished day) and any of the last twelve month ends not written
 * yet (a new install, or days the job did not run), each replayed from the ledgers.
 */
export async function recordArrearsHistory(db: Database, today = businessToday()) {
  const monthEnds = previousMonthEnds(today, MONTHS_KEPT)
  const written = await db
    .selectDistinct({ onDate: snapshots.onDate })
    .from(snapshots)
    .where(inArray(snapshots.onDate, monthEnds))
  const have = new Set(written.map((row) => row.onDate))
  for (const date of monthEnds) if (!have.has(date)) await writeArrearsSnapshot(db, date)
  await writeArrearsSnapshot(db, dayBefore(today))
}
