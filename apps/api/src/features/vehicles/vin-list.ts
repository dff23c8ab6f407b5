import { and, asc, desc, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { VinListQuery, VinListResponse } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { countUpTo, readPage } from '../../lib/paging'
import { containsPattern } from '../../lib/sql-text'
import type { Viewer } from '../allies'
import { vinRecords } from './vehicles.schema'
import { foliosOf, liveApplicationCount, toRecordFields, visibleVins } from './vin-records'

const sortColumns = {
  vin: vinRecords.vin,
  make: vinRecords.make,
  modelYear: vinRecords.modelYear,
  createdAt: vinRecords.createdAt,
} as const

/**
 * The VIN list (read vin): search on VIN (trigram index), make, model and invoice number; `alert` keeps the
 * VINs financed twice. The alert filter counts links per record: the links table is small next to the
 * records and indexed by record.
 */
export async function listVinRecords(
  db: Executor,
  viewer: Viewer,
  query: VinListQuery,
): Promise<VinListResponse> {
  const conditions: Array<SQL | undefined> = [visibleVins(viewer)]
  if (query.q) {
    const pattern = containsPattern(query.q)
    conditions.push(
      or(
        ilike(vinRecords.vin, pattern),
        ilike(vinRecords.make, pattern),
        ilike(vinRecords.model, pattern),
        ilike(vinRecords.invoiceNumber, pattern),
      ),
    )
  }
  if (query.alert) conditions.push(sql`${liveApplicationCount} > 1`)
  const where = and(...conditions)
  const column = sortColumns[query.sortBy ?? 'createdAt']
  const direction = (query.orderBy ?? (query.sortBy ? 'asc' : 'desc')) === 'asc' ? asc : desc
  const { rows, ...totals } = await readPage(
    query,
    ({ limit, offset }) =>
      db
        .select({ row: vinRecords, live: liveApplicationCount })
        .from(vinRecords)
        .where(where)
        .orderBy(direction(column), direction(vinRecords.id))
        .limit(limit)
        .offset(offset),
    (cap) => countUpTo(db, vinRecords, where, cap),
  )
  const folios = await foliosOf(
    db,
    rows.map(({ row }) => row.id),
    viewer,
  )
  return {
    items: rows.map(({ row, live }) => ({ ...toRecordFields(row, live), folios: folios.get(row.id) ?? [] })),
    ...totals,
  }
}
