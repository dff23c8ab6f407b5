import { and, asc, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { AllyListItem, AllyListQuery, AllyListResponse, AllySortKey } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { allies } from './allies.schema'
import { countUpTo, readPage } from '../../lib/paging'
import { containsPattern, sortableText } from '../../lib/sql-text'
import { visibleAllies, type Viewer } from './ally-scope'

/** The ally list of spec §7: its filters, its folded sort order and its page (the rest is allies.service.ts). */

const mexicoDate = new Intl.DateTimeFormat('es-MX', {
  timeZone: 'America/Mexico_City',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
})
/** The list's `created` text: day/month/year in Mexico City, e.g. '12/03/2025'. */
export const createdText = (date: Date) => mexicoDate.format(date)

/** The name sorts folded (lower case, accents off: "Mazda" before "MG"), from the index on that expression. */
const sortColumns: Record<AllySortKey, AnyPgColumn | SQL> = {
  product: sortableText(allies.allyName),
  zoneName: allies.zoneName,
  status: allies.status,
  created: allies.createdAt,
  type: allies.type,
  seller: allies.sellerEmail,
}

export function listFilters(query: Pick<AllyListQuery, 'q' | 'active' | 'zoneName' | 'status'>): SQL {
  const conditions: SQL[] = [isNull(allies.deletedAt)]
  if (query.q) {
    const pattern = containsPattern(query.q)
    conditions.push(or(ilike(allies.allyName, pattern), ilike(allies.supervisorEmail, pattern))!)
  }
  if (query.active !== undefined) conditions.push(eq(allies.active, query.active))
  if (query.zoneName !== undefined) conditions.push(eq(allies.zoneName, query.zoneName))
  if (query.status !== undefined) conditions.push(eq(allies.status, query.status))
  return and(...conditions)!
}

/**
 * Spec §7's ally list: newest first unless a sort key is given; the sort key then orders with id
 * in the same direction as the tiebreaker, so every order is one index scan (forwards or backwards).
 */
export function listOrder(query: Pick<AllyListQuery, 'sortBy' | 'orderBy'>): SQL[] {
  if (!query.sortBy) return [desc(allies.createdAt), desc(allies.id)]
  const direction = query.orderBy === 'desc' ? desc : asc
  return [direction(sortColumns[query.sortBy]), direction(allies.id)]
}

const listColumns = {
  id: allies.id,
  allyName: allies.allyName,
  zoneName: allies.zoneName,
  regionName: allies.regionName,
  active: allies.active,
  seller: allies.sellerEmail,
  createdAt: allies.createdAt,
  type: allies.type,
  status: allies.status,
  image: allies.image,
  supervisor: allies.supervisorEmail,
}

export async function listAllies(
  db: Executor,
  query: AllyListQuery,
  viewer: Viewer,
): Promise<AllyListResponse> {
  const where = and(listFilters(query), visibleAllies(viewer))
  // "All" is capped too (MAX_ROWS_PER_ANSWER): one answer never reads the whole table.
  const { rows, ...totals } = await readPage(
    query,
    ({ limit, offset }) =>
      db
        .select(listColumns)
        .from(allies)
        .where(where)
        .orderBy(...listOrder(query))
        .limit(limit)
        .offset(offset),
    (cap) => countUpTo(db, allies, where, cap),
  )
  const products: AllyListItem[] = rows.map(({ createdAt, ...row }) => ({
    ...row,
    created: createdText(createdAt),
  }))
  return { products, ...totals }
}
