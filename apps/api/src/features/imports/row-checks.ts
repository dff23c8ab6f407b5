import { and, asc, eq, gt, sql } from 'drizzle-orm'
import type { ImportMapping } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import type { AnyEntityRows, CheckedRow, FieldErrors, Importer } from './entity-rows'
import { importRows, imports } from './imports.schema'

/** Rows checked and written per statement while staging or re-checking (memory stays flat). */
export const CHECK_CHUNK = 1000

interface StagedRow {
  rowNumber: number
  cells: string[]
  excluded: boolean
}

export interface RowVerdict extends CheckedRow<unknown> {
  rowNumber: number
  errors: FieldErrors
  duplicateOf: number | null
}

/**
 * Checks a chunk of rows in file order. `firstRowOfKey` carries, across chunks, the first valid row of each
 * key (RFC, CURP): a later row with the same key is `duplicate_in_file` (one file, one record). A row whose key
 * a live record holds is a duplicate (`duplicateOf`), for the import's update-or-skip choice; if that record
 * lies outside a scoped importer's scope, the row is refused (`out_of_scope`) and the record is not named.
 */
export async function checkChunk(
  db: Executor,
  entity: AnyEntityRows,
  rows: StagedRow[],
  mapping: ImportMapping,
  context: unknown,
  firstRowOfKey: Map<string, number>,
  importer: Importer,
): Promise<RowVerdict[]> {
  await entity.prepare?.(
    db,
    rows.map((row) => row.cells),
    mapping,
    context,
  )
  const checked = rows.map((row) => ({ row, ...entity.check(row.cells, mapping, context) }))
  const existing = await entity.existing(
    db,
    checked.flatMap((item) => (item.key ? [item.key] : [])),
    importer,
  )
  return checked.map(({ row, value, errors, key }) => {
    let duplicateOf: number | null = null
    if (key) {
      const keyErrors = (errors[entity.keyField] ??= [])
      const first = firstRowOfKey.get(key)
      if (first !== undefined && first < row.rowNumber) keyErrors.push('duplicate_in_file')
      const live = existing.get(key)
      // A record outside a scoped importer's scope is refused without naming it (its id stays unseen).
      if (live?.visible) duplicateOf = live.id
      else if (live) keyErrors.push('out_of_scope')
      if (keyErrors.length === 0) delete errors[entity.keyField]
      if (Object.keys(errors).length === 0 && !row.excluded && first === undefined)
        firstRowOfKey.set(key, row.rowNumber)
    }
    const valid = Object.keys(errors).length === 0
    return { rowNumber: row.rowNumber, value: valid ? value : null, errors, key, duplicateOf }
  })
}

/** Writes the verdicts of a chunk onto the staged rows in one statement. */
export async function storeVerdicts(db: Executor, importId: number, verdicts: RowVerdict[]) {
  if (verdicts.length === 0) return
  const records = verdicts.map((verdict) => ({
    row_number: verdict.rowNumber,
    errors: verdict.errors,
    dedupe_key: verdict.key,
    duplicate_of: verdict.duplicateOf,
  }))
  await db.execute(sql`
    update import_rows r set errors = x.errors, dedupe_key = x.dedupe_key, duplicate_of = x.duplicate_of
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb)
      as x(row_number int, errors jsonb, dedupe_key text, duplicate_of int)
    where r.import_id = ${importId} and r.row_number = x.row_number`)
}

/** Re-checks every staged row (after a new mapping), chunk by chunk in file order. */
export async function recheckAll(
  db: Executor,
  entity: AnyEntityRows,
  importId: number,
  mapping: ImportMapping,
  importer: Importer,
) {
  const context = await entity.loadContext(db, importer)
  const firstRowOfKey = new Map<string, number>()
  for (let after = 0; ;) {
    const rows = await db
      .select({ rowNumber: importRows.rowNumber, cells: importRows.cells, excluded: importRows.excluded })
      .from(importRows)
      .where(and(eq(importRows.importId, importId), gt(importRows.rowNumber, after)))
      .orderBy(asc(importRows.rowNumber))
      .limit(CHECK_CHUNK)
    if (rows.length === 0) return
    const verdicts = await checkChunk(db, entity, rows, mapping, context, firstRowOfKey, importer)
    await storeVerdicts(db, importId, verdicts)
    after = rows.at(-1)!.rowNumber
  }
}

/** The first earlier valid row holding each of these keys (for re-checking single rows). */
export async function earlierRowsOfKeys(db: Executor, importId: number, keys: string[], before: number) {
  const firstRowOfKey = new Map<string, number>()
  if (keys.length === 0) return firstRowOfKey
  const result = await db.execute(sql`
    select dedupe_key, min(row_number) as first from import_rows
    where import_id = ${importId} and row_number < ${before} and not excluded and errors = '{}'::jsonb
      and dedupe_key in (${sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      )})
    group by dedupe_key`)
  for (const row of (result as unknown as { rows: Array<{ dedupe_key: string; first: number }> }).rows)
    firstRowOfKey.set(row.dedupe_key, Number(row.first))
  return firstRowOfKey
}

/** The preview counters, counted again from the staged rows. */
export async function refreshCounts(db: Executor, importId: number) {
  await db.execute(sql`
    update imports set
      total_rows = c.total, error_rows = c.errors, duplicate_rows = c.duplicates, excluded_rows = c.excluded,
      updated_at = now()
    from (
      select count(*)::int as total,
        count(*) filter (where errors <> '{}'::jsonb and not excluded)::int as errors,
        count(*) filter (where duplicate_of is not null and errors = '{}'::jsonb and not excluded)::int
          as duplicates,
        count(*) filter (where excluded)::int as excluded
      from import_rows where import_id = ${importId}) c
    where ${imports.id} = ${importId}`)
}
