import { and, eq, isNotNull, sql } from 'drizzle-orm'
import type { RestoreAudience } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { invoices } from './invoices.schema'
import { notFound } from '../../lib/http-errors'
import { registerTrashType } from '../trash'

/** Brings a deleted invoice back under its own number (numbers are never reused, so no twin can exist). */
async function restoreInvoice(tx: Executor, recordId: string): Promise<RestoreAudience> {
  const restored = await tx
    .update(invoices)
    .set({ deletedAt: null, version: sql`${invoices.version} + 1`, updatedAt: new Date() })
    .where(and(eq(invoices.id, Number(recordId)), isNotNull(invoices.deletedAt)))
    .returning({ id: invoices.id })
  if (restored.length === 0) throw notFound('No such invoice in the trash')
  // The invoice screens need no ability rule (spec §2): whoever is signed in reads them.
  return { kind: 'signedIn' }
}

/**
 * Invoices are fiscal records the lender keeps (Código Fiscal de la Federación art. 30: five years), so the
 * purge never erases one: past the retention it stays deleted and leaves the trash.
 */
async function keepInvoice(): Promise<boolean> {
  return false
}

export function registerInvoiceTrash() {
  registerTrashType('invoice', { restore: restoreInvoice, purge: keepInvoice })
}
