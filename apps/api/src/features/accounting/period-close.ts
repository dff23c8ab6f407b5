import { asc, eq, sql } from 'drizzle-orm'
import type { AccountingPeriod, CloseCheck } from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { conflict } from '../../lib/http-errors'
import { recordAudit } from '../audit'
import { businessDateOf } from '../business-date'
import { userDirectory } from '../users'
import { accountingPeriods, journalEntries } from './accounting.schema'
import { closeRunsByPeriod, markCloseRun } from './close-run-store'
import { storePeriodPackage } from './period-package'
import { holdPeriodsExclusive, lastDayOf } from './periods-lock'
import { reconciliation, trialBalance } from './reports'

/**
 * The checks a month's close passes (docs/accounting.md "Month-end close"): the business date is past the
 * month's last day (no event of the month is still to come); every reconciliation difference is zero as of that
 * day; the trial balance as of that day balances.
 */
async function checklistOf(db: Executor, period: string): Promise<Array<{ check: CloseCheck; ok: boolean }>> {
  const lastDay = lastDayOf(period)
  const today = await businessDateOf(db)
  const [matches, balance] = await Promise.all([reconciliation(db, lastDay), trialBalance(db, lastDay)])
  return [
    { check: 'business_date', ok: today > lastDay },
    { check: 'reconciliation', ok: matches.accounts.every((account) => account.differenceCents === 0) },
    { check: 'trial_balance', ok: balance.totals.debitCents === balance.totals.creditCents },
  ]
}

/**
 * The months of the books with their status and checklist: every month with an entry or a row, and the month
 * of the business date (the one being worked), newest first.
 */
export async function listPeriods(db: Database): Promise<{ items: AccountingPeriod[] }> {
  const today = await businessDateOf(db)
  const [stored, posted, runs] = await Promise.all([
    db
      .select({
        period: accountingPeriods.period,
        status: accountingPeriods.status,
        closedAt: accountingPeriods.closedAt,
        closedBy: userDirectory.fullName,
        version: accountingPeriods.version,
      })
      .from(accountingPeriods)
      .leftJoin(userDirectory, eq(userDirectory.id, accountingPeriods.closedBy))
      .orderBy(asc(accountingPeriods.period)),
    db.selectDistinct({ period: journalEntries.period }).from(journalEntries),
    closeRunsByPeriod(db),
  ])
  const byPeriod = new Map(stored.map((row) => [row.period, row]))
  const periods = new Set([
    ...stored.map((row) => row.period),
    ...posted.map((row) => row.period),
    ...runs.keys(),
    today.slice(0, 7),
  ])
  const items: AccountingPeriod[] = []
  for (const period of [...periods].sort().reverse()) {
    const row = byPeriod.get(period)
    const closed = row?.status === 'closed'
    items.push({
      period,
      status: closed ? 'closed' : 'open',
      closedAt: row?.closedAt?.toISOString() ?? null,
      closedBy: row?.closedBy ?? null,
      version: row?.version ?? 1,
      // A closed month's checks were passed when it closed; an open one's are judged now.
      checklist: closed
        ? (['business_date', 'reconciliation', 'trial_balance', 'sat_files'] as const).map((check) => ({
            check,
            ok: true,
          }))
        : await checklistOf(db, period),
      closeRun: runs.get(period) ?? null,
    })
  }
  return { items }
}

/** The checks judged when the close is asked: already closed, or the business date not past the month. */
export async function refuseEarlyClose(tx: Executor, period: string) {
  const [current] = await tx
    .select({ status: accountingPeriods.status })
    .from(accountingPeriods)
    .where(eq(accountingPeriods.period, period))
  if (current?.status === 'closed')
    throw conflict('period_not_closable', 'This month is already closed', { period: ['period_closed'] })
  if ((await businessDateOf(tx)) <= lastDayOf(period))
    throw conflict('period_not_closable', 'The month cannot close: business_date', {
      business_date: ['period_not_closable'],
    })
}

/**
 * Closes (locks) a month, the close job's one transaction: refused with 409 period_not_closable naming each
 * failing check (and when already closed); holds the periods lock exclusively, so no posting lands in the month
 * while it closes. The run is marked closed in the same transaction. Audited.
 */
export async function closePeriod(db: Database, period: string, userId: number | null, runId: number) {
  await db.transaction(async (tx) => {
    await holdPeriodsExclusive(tx)
    await refuseEarlyClose(tx, period)
    const checklist = await checklistOf(tx, period)
    const failing = checklist.filter((item) => !item.ok).map((item) => item.check)
    if (failing.length > 0)
      throw conflict(
        'period_not_closable',
        `The month cannot close: ${failing.join(', ')}`,
        Object.fromEntries(failing.map((check) => [check, ['period_not_closable']])),
      )
    // The month's package, its XML validated against the SAT's XSDs: an invalid file refuses the close.
    await storePeriodPackage(tx, period, userId)
    const closedAt = new Date()
    await tx
      .insert(accountingPeriods)
      .values({ period, status: 'closed', closedAt, closedBy: userId })
      .onConflictDoUpdate({
        target: accountingPeriods.period,
        set: { status: 'closed', closedAt, closedBy: userId, version: sql`${accountingPeriods.version} + 1` },
      })
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'accounting.period_closed',
      entityType: 'accounting_period',
      entityId: period,
      data: { period },
    })
    await markCloseRun(tx, runId, 'succeeded')
  })
}
