import { desc, eq } from 'drizzle-orm'
import type { CloseRun, CloseRunStatus } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { userDirectory } from '../users'
import { accountingCloseRuns } from './accounting.schema'

/** The month-end close's runs (period-close-runs.ts asks and runs them; the periods list shows each month's last). */
const runColumns = {
  id: accountingCloseRuns.id,
  period: accountingCloseRuns.period,
  status: accountingCloseRuns.status,
  errors: accountingCloseRuns.errors,
  requestedBy: userDirectory.fullName,
  requestedAt: accountingCloseRuns.requestedAt,
  startedAt: accountingCloseRuns.startedAt,
  finishedAt: accountingCloseRuns.finishedAt,
}

type RunRow = {
  id: number
  period: string
  status: CloseRunStatus
  errors: Record<string, string[]> | null
  requestedBy: string | null
  requestedAt: Date
  startedAt: Date | null
  finishedAt: Date | null
}

export const runOut = (row: RunRow): CloseRun => ({
  ...row,
  requestedAt: row.requestedAt.toISOString(),
  startedAt: row.startedAt?.toISOString() ?? null,
  finishedAt: row.finishedAt?.toISOString() ?? null,
})

export const runsQuery = (db: Executor) =>
  db
    .select(runColumns)
    .from(accountingCloseRuns)
    .leftJoin(userDirectory, eq(userDirectory.id, accountingCloseRuns.requestedBy))

/** Each month's latest close run. */
export async function closeRunsByPeriod(db: Executor): Promise<Map<string, CloseRun>> {
  const rows = await runsQuery(db).orderBy(desc(accountingCloseRuns.id))
  const latest = new Map<string, CloseRun>()
  for (const row of rows) if (!latest.has(row.period)) latest.set(row.period, runOut(row))
  return latest
}

/** A run's new state (running when taken; closed, refused or failed when done). */
export async function markCloseRun(
  db: Executor,
  runId: number,
  status: CloseRunStatus,
  errors: Record<string, string[]> | null = null,
) {
  const now = new Date()
  await db
    .update(accountingCloseRuns)
    .set(status === 'running' ? { status, startedAt: now } : { status, errors, finishedAt: now })
    .where(eq(accountingCloseRuns.id, runId))
}
