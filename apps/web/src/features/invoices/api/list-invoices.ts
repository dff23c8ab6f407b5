import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { invoiceListResponseSchema, invoicePaths, type InvoiceListResponse } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { invoiceKeys } from './keys'

export type InvoiceListParams = Record<string, string | number>

/**
 * The list's URL keeps the issue-date range as `start` and `end`; the API takes it as spec §7's
 * `selectedDateRange` (JSON text `{ start, end }`).
 */
export function toInvoiceQuery({ start, end, ...rest }: InvoiceListParams): InvoiceListParams {
  return start || end ? { ...rest, selectedDateRange: JSON.stringify({ start, end }) } : rest
}

/** GET /api/apps/invoice (spec §7): q, status, selectedDateRange, sortBy, orderBy, page, itemsPerPage. */
export const getInvoices = async (query: InvoiceListParams): Promise<InvoiceListResponse> =>
  invoiceListResponseSchema.parse(await api.get(invoicePaths.list, { searchParams: toInvoiceQuery(query) }))

export const invoicesQueryOptions = (query: InvoiceListParams) =>
  queryOptions({
    queryKey: invoiceKeys.list(query),
    queryFn: () => getInvoices(query),
    placeholderData: keepPreviousData,
  })

export const useInvoices = (query: InvoiceListParams) => useQuery(invoicesQueryOptions(query))
