import { queryOptions, useQuery } from '@tanstack/react-query'
import { invoicePaths, invoiceResponseSchema, type InvoiceResponse } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { invoiceKeys } from './keys'

/** GET /api/apps/invoice/:id (spec §7): the invoice and its payment details. */
export const getInvoice = async (id: number): Promise<InvoiceResponse> =>
  invoiceResponseSchema.parse(await api.get(generatePath(invoicePaths.item, { id: String(id) })))

export const invoiceQueryOptions = (id: number) =>
  queryOptions({ queryKey: invoiceKeys.detail(id), queryFn: () => getInvoice(id) })

export const useInvoice = (id: number) =>
  useQuery({ ...invoiceQueryOptions(id), enabled: Number.isInteger(id) })
