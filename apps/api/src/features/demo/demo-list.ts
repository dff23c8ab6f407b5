import { asc, desc, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/client'
import { readPage, type PageRequest } from '../../lib/paging'
import { containsPattern, sortableText } from '../../lib/sql-text'

/** A sort key's expression: text columns fold case and accents (spec §7 "text sorting folds case and accents"). */
export type SortExpression = { text: AnyPgColumn | SQL } | { value: AnyPgColumn | SQL }

/**
 * The ORDER BY of a demo list: the key's expression in the asked direction (ascending by default), then the id
 * in the same direction, so equal values keep one stable order across pages. Without a key: newest row first.
 */
export function demoOrder<Key extends string>(
  keys: Record<Key, SortExpression>,
  id: AnyPgColumn,
  { sortBy, orderBy }: { sortBy?: Key; orderBy?: 'asc' | 'desc' },
): SQL[] {
  if (!sortBy) return [desc(id)]
  const direction = orderBy === 'desc' ? desc : asc
  const key = keys[sortBy]
  return [direction('text' in key ? sortableText(key.text) : key.value), direction(id)]
}

/** A list's `q`: the rows where any of `columns` contains it (case-insensitive); no `q`, no condition. */
export function demoSearch(q: string | undefined, columns: (AnyPgColumn | SQL)[]): SQL | undefined {
  if (!q) return undefined
  const pattern = containsPattern(q)
  return or(...columns.map((column) => ilike(column, pattern)))
}

/** A whole-number column as text, so a search for "54" finds order 5412. */
export const asText = (column: AnyPgColumn) => sql<string>`${column}::text`

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
/** Exact cents as the spec's dollar text, e.g. 245975 → '$2,459.75'. */
export const dollarText = (cents: number) => dollars.format(cents / 100)

/** One page of a demo table's rows matching `where`, in `order`, with the list's total (the shared `readPage`). */
export function readDemoPage<Table extends PgTable>(
  db: Executor,
  table: Table,
  where: SQL | undefined,
  order: SQL[],
  request: PageRequest,
): Promise<{ rows: Table['$inferSelect'][]; total: number }> {
  return readPage(
    request,
    ({ limit, offset }) =>
      db
        .select()
        .from(table as PgTable)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset) as Promise<Table['$inferSelect'][]>,
    () => db.$count(table, where),
  )
}
