import { Readable } from 'node:stream'
import { and, asc, eq, gt, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { CSV_BOM, csvLine } from '../../lib/csv'
import type { imports } from './imports.schema'
import { importRows } from './imports.schema'

type ImportRecord = typeof imports.$inferSelect

/** Where a field's problem shows: the file's header of its column, else the field's own name. */
const placeOf = (record: ImportRecord, field: string) => {
  const column = record.mapping[field]
  return column === null || column === undefined ? field : (record.headers[column] ?? field)
}

/**
 * The error report: every row refused (after the run) or with problems (before it), as the file had it,
 * with one more column naming each problem as `<header>: <code>` (the codes are the API's field codes).
 * Streamed 1 000 rows at a time; cells are written formula-safe (lib/csv).
 */
export function errorReport(db: Executor, record: ImportRecord): Readable {
  const problem =
    record.status === 'ready'
      ? sql`${importRows.errors} <> '{}'::jsonb and not ${importRows.excluded}`
      : eq(importRows.outcome, 'rejected')
  async function* lines() {
    yield CSV_BOM + csvLine(['#', ...record.headers, 'errores'])
    for (let after = 0; ;) {
      const rows = await db
        .select({ rowNumber: importRows.rowNumber, cells: importRows.cells, errors: importRows.errors })
        .from(importRows)
        .where(and(eq(importRows.importId, record.id), gt(importRows.rowNumber, after), problem))
        .orderBy(asc(importRows.rowNumber))
        .limit(1000)
      if (rows.length === 0) return
      for (const row of rows) {
        // In the file's column order, so the reasons read left to right like the row.
        const reasons = Object.entries(row.errors)
          .sort(([a], [b]) => (record.mapping[a] ?? 999) - (record.mapping[b] ?? 999))
          .map(([field, codes]) => `${placeOf(record, field)}: ${codes.join(', ')}`)
        const cells = record.headers.map((_, index) => row.cells[index] ?? '')
        yield csvLine([row.rowNumber, ...cells, reasons.join('; ')])
      }
      after = rows.at(-1)!.rowNumber
    }
  }
  return Readable.from(lines())
}
