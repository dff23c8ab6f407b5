import type { z } from 'zod'
import { bulkRequestSchema, bulkResultSchema } from '../common/bulk'

/**
 * The invoice list's bulk action (issue 20, the lists kit): move the selected invoices to the trash, all or
 * nothing, undoable from the list's toast. The invoice screens need no ability rule (spec §2), so neither does it.
 */
export const invoiceBulkActions = ['delete'] as const
export type InvoiceBulkAction = (typeof invoiceBulkActions)[number]

/** `POST /api/apps/invoice/bulk`: the action and the selected ids (1 to BULK_MAX_IDS). */
export const invoiceBulkRequestSchema = bulkRequestSchema(invoiceBulkActions)
export type InvoiceBulkRequest = z.infer<typeof invoiceBulkRequestSchema>

/** What the action changed: every id of a delete (its undo restores them from the trash). */
export const invoiceBulkResultSchema = bulkResultSchema(invoiceBulkActions)
export type InvoiceBulkResult = z.infer<typeof invoiceBulkResultSchema>
