import {
  businessDayOf,
  businessToday,
  type CollectionQueueItem,
  type CollectionQueueList,
} from '@mesa/contracts'
import type { ListQuery } from '../../../lib/use-list-params'

const sortValues = {
  daysPastDue: (row: CollectionQueueItem) => row.daysPastDue,
  balance: (row: CollectionQueueItem) => row.balanceCents,
  folio: (row: CollectionQueueItem) => row.folio,
} as const

function matches(row: CollectionQueueItem, query: ListQuery, today: string) {
  const needle = String(query.q ?? '')
    .trim()
    .toLowerCase()
  if (needle) {
    const byName = row.applicantName.toLowerCase().includes(needle)
    if (!byName && !(/^\d{1,9}$/.test(needle) && row.folio === Number(needle))) return false
  }
  if (query.bucket && row.bucket !== query.bucket) return false
  if (
    query.collector === 'none'
      ? row.collectorId !== null
      : query.collector && row.collectorId !== Number(query.collector)
  )
    return false
  if (query.allyId && row.allyId !== Number(query.allyId)) return false
  if (
    query.promise === 'none' ? row.promise !== null : query.promise && row.promise?.status !== query.promise
  )
    return false
  if (
    query.notContactedToday === 'true' &&
    row.lastContactAt &&
    businessDayOf(new Date(row.lastContactAt)) === today
  )
    return false
  return true
}

/**
 * The queue read from the worklist the phone kept, when there is no signal (issue 39): the same filters, search,
 * sort and page as the API's (most days past due first unless sorted otherwise), over what the phone has.
 */
export function keptQueuePage(
  items: CollectionQueueItem[],
  query: ListQuery,
  now = new Date(),
): CollectionQueueList {
  const today = businessToday(now)
  const rows = items.filter((row) => matches(row, query, today))
  const sortBy = String(query.sortBy ?? '')
  const value = sortBy in sortValues ? sortValues[sortBy as keyof typeof sortValues] : sortValues.daysPastDue
  const direction = sortBy in sortValues ? (query.orderBy === 'asc' ? 1 : -1) : -1
  rows.sort((a, b) => (value(a) - value(b)) * direction || a.loanId - b.loanId)
  const size = Number(query.itemsPerPage ?? rows.length)
  if (size <= 0) return { items: rows, total: rows.length }
  const page = Math.max(1, Number(query.page ?? 1))
  return { items: rows.slice((page - 1) * size, page * size), total: rows.length }
}
