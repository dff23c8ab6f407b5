import { useCallback, useEffect, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { DEFAULT_PAGE_SIZE, pageSizes, type OrderBy } from '@mesa/contracts'
import { ListAddress } from './list-address'

/** The list state every list screen shares; it lives in the URL so a reload or a shared link shows the same list. */
export interface ListParams {
  q: string
  sortBy: string | undefined
  orderBy: OrderBy | undefined
  page: number
  itemsPerPage: number
  /** Feature filters (stage, status, ...), as text; '' means not set. */
  filters: Record<string, string>
}

const toPositiveInt = (text: string | null, fallback: number) => {
  const value = Number(text)
  return Number.isInteger(value) && value > 0 ? value : fallback
}

/** A list's state as its address holds it (what `useListParams` reads, and a route loader too). */
export function readListParams(searchParams: URLSearchParams, filterNames: readonly string[]): ListParams {
  const size = toPositiveInt(searchParams.get('itemsPerPage'), DEFAULT_PAGE_SIZE)
  const orderBy = searchParams.get('orderBy')
  return {
    q: searchParams.get('q') ?? '',
    sortBy: searchParams.get('sortBy') ?? undefined,
    orderBy: orderBy === 'asc' || orderBy === 'desc' ? orderBy : undefined,
    page: toPositiveInt(searchParams.get('page'), 1),
    itemsPerPage: (pageSizes as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    filters: Object.fromEntries(filterNames.map((name) => [name, searchParams.get(name) ?? ''])),
  }
}

/** The query a list sends to its endpoint: only what is set. */
export type ListQuery = Record<string, string | number>

const listQueryOf = (params: ListParams): ListQuery => ({
  ...(params.q ? { q: params.q } : {}),
  ...(params.sortBy ? { sortBy: params.sortBy } : {}),
  ...(params.orderBy ? { orderBy: params.orderBy } : {}),
  page: params.page,
  itemsPerPage: params.itemsPerPage,
  ...Object.fromEntries(Object.entries(params.filters).filter(([, value]) => value !== '')),
})

/** The endpoint query of the list at this address: the same one the screen's `useListParams` sends. */
export const listQueryAt = (searchParams: URLSearchParams, filterNames: readonly string[]) =>
  listQueryOf(readListParams(searchParams, filterNames))

/**
 * Reads and writes a list's q, sort, page, page size and the named filters in the query string
 * (react-admin's convention). Changing anything but the page goes back to page 1.
 */
export function useListParams(filterNames: readonly string[] = []) {
  const [searchParams, setSearchParams] = useSearchParams()
  const filterKey = filterNames.join(',')
  // Writes merge into the live address, not the (possibly stale) render's: see ListAddress.
  const [address] = useState(() => new ListAddress(searchParams.toString()))
  useEffect(() => address.rendered(searchParams.toString()), [address, searchParams])

  const params = useMemo(
    () => readListParams(searchParams, filterKey.split(',').filter(Boolean)),
    [searchParams, filterKey],
  )

  const update = useCallback(
    (changes: Partial<Omit<ListParams, 'filters'>> & { filters?: Record<string, string> }) => {
      const target = address.write((current) => {
        const next = new URLSearchParams(current)
        const set = (key: string, value: string | number | undefined) => {
          if (value === undefined || value === '') next.delete(key)
          else next.set(key, String(value))
        }
        for (const [key, value] of Object.entries(changes)) {
          if (key === 'filters') continue
          set(key, value as string | number | undefined)
        }
        for (const [key, value] of Object.entries(changes.filters ?? {})) set(key, value)
        if (!('page' in changes)) next.delete('page')
        return next
      })
      setSearchParams(target, { replace: true })
    },
    [address, setSearchParams],
  )

  /** The query to send to a list endpoint: only what is set. */
  const query = useMemo(() => listQueryOf(params), [params])

  return { params, update, query }
}
