import { sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Executor } from '../db/client'

/** Rows one retention statement deletes at most: short locks and a bounded WAL burst per statement. */
export const RETENTION_BATCH = 1_000

/**
 * Deletes the rows of `table` matching `where`, `batch` rows per statement, until none is left (or `signal`
 * aborts). Retention runs beside live traffic: one unbounded delete would hold locks and bloat the WAL at once.
 * `key` is the table's primary key (one column or several). Answers how many rows went.
 */
export async function deleteInBatches(
  executor: Executor,
  {
    table,
    key,
    where,
    batch = RETENTION_BATCH,
    signal,
  }: { table: PgTable; key: PgColumn[]; where: SQL; batch?: number; signal?: AbortSignal },
): Promise<number> {
  const columns = sql.join(
    key.map((column) => sql.identifier(column.name)),
    sql`, `,
  )
  let deleted = 0
  for (;;) {
    signal?.throwIfAborted()
    const result = await executor.execute(sql`
      delete from ${table} where (${columns}) in (
        select ${columns} from ${table} where ${where} limit ${batch})
      returning 1`)
    const count = (result as unknown as { rows: unknown[] }).rows.length
    deleted += count
    if (count < batch) return deleted
  }
}
