import { useQuery } from '@tanstack/react-query'
import { invoiceClientsResponseSchema, invoicePaths, type InvoiceClient } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { invoiceKeys } from './keys'

/** GET /api/apps/invoice/clients (spec §7): the first five clients, for the invoice form's picker. */
export const getInvoiceClients = async (): Promise<InvoiceClient[]> =>
  invoiceClientsResponseSchema.parse(await api.get(invoicePaths.clients))

export const useInvoiceClients = () =>
  useQuery({ queryKey: invoiceKeys.clients, queryFn: getInvoiceClients, staleTime: 5 * 60_000 })
