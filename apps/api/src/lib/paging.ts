import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { rowsPerAnswer, TOTAL_COUNT_CAP } from '@mesa/contracts'
import type { Executor } from '../db/client'

/** A page as every list query carries it (spec §7): itemsPerPage -1 means "all", capped like any answer. */
export interface PageRequest {
  page: number
  itemsPerPage: number
}

/** The slice of rows one page reads. */
export interface PageWindow {
  limit: number
  offset: number
}

/** Where a page starts and how many rows it holds; "all" starts at the first row whatever the page. */
export function pageWindow({ page, itemsPerPage }: PageRequest): PageWindow {
  const limit = rowsPerAnswer(itemsPerPage)
  return { limit, offset: itemsPerPage === -1 ? 0 : (page - 1) * limit }
}

/**
 * How far a list counts for a page (issue 12): the next multiple of TOTAL_COUNT_CAP past the page's last row, so
 * a capped total still shows the next page (the screens page on) and a million rows are never counted in full.
 */
export const countCapFor = ({ limit, offset }: PageWindow) =>
  (Math.floor((offset + limit) / TOTAL_COUNT_CAP) + 1) * TOTAL_COUNT_CAP

/** A list's total, and `totalCapped` (true) when the total is a lower bound: spread it into the answer. */
export interface ListTotal {
  total: number
  totalCapped?: true
}

/** countUpTo's statement (`n`: the rows, at most `cap + 1`), also for the bench's query plans. */
export function cappedCount(source: SQLWrapper, where: SQL | undefined, cap: number): SQL {
  const rows = sql`select 1 from ${source} ${where ? sql`where ${where}` : sql``} limit ${sql.raw(String(cap + 1))}`
  return sql`select count(*)::int as n from (${rows}) as capped`
}

/**
 * A list's count that stops past `cap` rows: `count(*)` over the rows limited to `cap + 1` (each list passes
 * the source and filters its page reads, so the count takes the same indexes and stops early). Past `cap`, the
 * total is `cap` with `totalCapped`.
 */
export async function countUpTo(
  db: Executor,
  source: SQLWrapper,
  where: SQL | undefined,
  cap: number,
): Promise<ListTotal> {
  const result = (await db.execute(cappedCount(source, where, cap))) as unknown as {
    rows: Array<{ n: number }>
  }
  const counted = result.rows[0]!.n
  return counted > cap ? { total: cap, totalCapped: true } : { total: counted }
}

/** What a list's count answers: an exact number, or countUpTo's (possibly capped) total. */
type Counted = number | ListTotal
const asTotal = (counted: Counted): ListTotal => (typeof counted === 'number' ? { total: counted } : counted)

/**
 * One page of a list and the list's total, counting only when the page cannot tell it: a page that is
 * not full (or the empty first page) is the last one, so the total is its offset plus its rows. Otherwise
 * `count(cap)` counts: exactly, or up to `cap` with countUpTo (the total then may be a lower bound).
 */
export async function readPage<Row>(
  request: PageRequest,
  read: (window: PageWindow) => Promise<Row[]>,
  count: (cap: number) => Promise<Counted>,
): Promise<{ rows: Row[] } & ListTotal> {
  const window = pageWindow(request)
  const rows = await read(window)
  const lastPage = rows.length < window.limit && (rows.length > 0 || window.offset === 0)
  if (lastPage) return { rows, total: window.offset + rows.length }
  return { rows, ...asTotal(await count(countCapFor(window))) }
}

/**
 * The same for lists whose spec answers the first page instead of an empty one past the last (users
 * list, spec §7): the total is needed first to know where the last page is. A capped total still tells:
 * the count runs past the requested page, so a capped count means the page exists.
 */
export async function readPageOrFirst<Row>(
  request: PageRequest,
  read: (window: PageWindow) => Promise<Row[]>,
  count: (cap: number) => Promise<Counted>,
): Promise<{ rows: Row[]; page: number; totalPages: number } & ListTotal> {
  const window = pageWindow(request)
  const totals = asTotal(await count(countCapFor(window)))
  const totalPages = Math.ceil(totals.total / window.limit)
  const page = request.page > totalPages ? 1 : request.page
  const rows = await read(pageWindow({ ...request, page }))
  return { rows, ...totals, page, totalPages }
}
