import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  invoicePaths,
  invoiceResponseSchema,
  type InvoiceCreateInput,
  type InvoicePaymentCreateInput,
  type InvoiceResponse,
  type InvoiceSendInput,
  type InvoiceUpdateInput,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { invoiceKeys } from './keys'

const itemPath = (path: string, id: number) => generatePath(path, { id: String(id) })
const parse = (answer: unknown) => invoiceResponseSchema.parse(answer)

/** POST /api/apps/invoice: a new Draft. */
export const createInvoice = async (body: InvoiceCreateInput) =>
  parse(await api.post(invoicePaths.list, { json: body }))

/** PUT /api/apps/invoice/:id with `version`; 409 when it is stale. */
export const updateInvoice = async ({ id, body }: { id: number; body: InvoiceUpdateInput }) =>
  parse(await api.put(itemPath(invoicePaths.item, id), { json: body }))

/** POST /api/apps/invoice/:id/send: e-mails it with its PDF; status Sent. */
export const sendInvoice = async ({ id, body }: { id: number; body: InvoiceSendInput }) =>
  parse(await api.post(itemPath(invoicePaths.send, id), { json: body }))

/** POST /api/apps/invoice/:id/payments: balance and status follow. */
export const recordInvoicePayment = async ({ id, body }: { id: number; body: InvoicePaymentCreateInput }) =>
  parse(await api.post(itemPath(invoicePaths.payments, id), { json: body }))

/** A write that answers the invoice: the detail is replaced and every list reloads. */
function useInvoiceWrite<Variables>(write: (variables: Variables) => Promise<InvoiceResponse>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: (answer) => {
      client.setQueryData(invoiceKeys.detail(answer.invoice.id), answer)
      return client.invalidateQueries({ queryKey: invoiceKeys.lists })
    },
  })
}

export const useCreateInvoice = () => useInvoiceWrite(createInvoice)
export const useUpdateInvoice = () => useInvoiceWrite(updateInvoice)
export const useSendInvoice = () => useInvoiceWrite(sendInvoice)
export const useRecordInvoicePayment = () => useInvoiceWrite(recordInvoicePayment)
