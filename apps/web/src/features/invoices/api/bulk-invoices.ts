import {
  invoiceBulkResultSchema,
  invoicePaths,
  type InvoiceBulkAction,
  type InvoiceBulkResult,
} from '@mesa/contracts'
import { api } from '../../../lib/api-client'

/** POST /api/apps/invoice/bulk: one action on every selected invoice, all or nothing (the list's bulk bar). */
export const bulkInvoices = async (action: InvoiceBulkAction, ids: number[]): Promise<InvoiceBulkResult> =>
  invoiceBulkResultSchema.parse(await api.post(invoicePaths.bulk, { json: { action, ids } }))
