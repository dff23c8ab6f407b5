import { rowsPerAnswer } from '@mesa/contracts'

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
 * One page of a list and the list's total, counting only when the page cannot tell it: a page that is
 * not full (or the empty first page) is the last one, so the total is its offset plus its rows.
 */
export async function readPage<Row>(
  request: PageRequest,
  read: (window: PageWindow) => Promise<Row[]>,
  count: () => Promise<number>,
): Promise<{ rows: Row[]; total: number }> {
  const window = pageWindow(request)
  const rows = await read(window)
  const lastPage = rows.length < window.limit && (rows.length > 0 || window.offset === 0)
  return { rows, total: lastPage ? window.offset + rows.length : await count() }
}

/**
 * The same for lists whose spec answers the first page instead of an empty one past the last (users
 * list, spec §7): the total is needed first to know where the last page is.
 */
export async function readPageOrFirst<Row>(
  request: PageRequest,
  read: (window: PageWindow) => Promise<Row[]>,
  count: () => Promise<number>,
): Promise<{ rows: Row[]; total: number; page: number; totalPages: number }> {
  const total = await count()
  const { limit } = pageWindow(request)
  const totalPages = Math.ceil(total / limit)
  const page = request.page > totalPages ? 1 : request.page
  const rows = await read(pageWindow({ ...request, page }))
  return { rows, total, page, totalPages }
}
