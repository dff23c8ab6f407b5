import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import {
  IVA_BASIS_POINTS,
  invoiceTotals,
  lineAmounts,
  statusAfterPayments,
  toHundredths,
  type InvoiceBulkRequest,
  type InvoiceBulkResult,
  type InvoiceCreate,
  type InvoiceStatus,
  type InvoiceUpdate,
  businessToday,
} from '@mesa/contracts'
import type { Database, Executor, Transaction } from '../../db/client'
import { invoiceItems, invoices } from './invoices.schema'
import { badRequest, staleVersion } from '../../lib/http-errors'
import { moveToTrash } from '../trash'
import { invoiceAuditEvent, recordInvoiceChange } from './invoice-audit'
import { clientExists } from './invoices.queries'

/** The lines in the stored units (hundredths, basis points) with each line's amount. */
function storedLines(input: InvoiceCreate) {
  return input.items.map((item, position) => {
    const figures = {
      quantityHundredths: toHundredths(item.quantity),
      priceCents: item.priceCents,
      discountBasisPoints: toHundredths(item.discountPercent),
    }
    return {
      position,
      service: item.service,
      description: item.description,
      ...figures,
      amountCents: lineAmounts(figures).netCents,
    }
  })
}

function invoiceColumns(input: InvoiceCreate, lines: ReturnType<typeof storedLines>) {
  const totals = invoiceTotals(lines, IVA_BASIS_POINTS)
  return {
    clientId: input.clientId,
    issuedDate: input.issuedDate,
    dueDate: input.dueDate,
    service: lines[0]!.service,
    note: input.note,
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    taxBasisPoints: IVA_BASIS_POINTS,
    taxCents: totals.taxCents,
    totalCents: totals.totalCents,
  }
}

async function checkClient(db: Executor, clientId: number) {
  if (!(await clientExists(db, clientId))) throw badRequest({ clientId: ['unknown_reference'] })
}

async function writeLines(db: Executor, invoiceId: number, lines: ReturnType<typeof storedLines>) {
  await db.insert(invoiceItems).values(lines.map((line) => ({ ...line, invoiceId })))
}

/** A new invoice, status Draft, numbered by the sequence (4987 on). */
export async function createInvoice(db: Database, input: InvoiceCreate, actorUserId: number) {
  return db.transaction(async (tx) => {
    await checkClient(tx, input.clientId)
    const lines = storedLines(input)
    const columns = invoiceColumns(input, lines)
    const [row] = await tx
      .insert(invoices)
      .values({ ...columns, status: 'Draft', balanceCents: columns.totalCents })
      .returning({ id: invoices.id })
    const invoiceId = row!.id
    await writeLines(tx, invoiceId, lines)
    await recordInvoiceChange(
      tx,
      invoiceAuditEvent(actorUserId, 'invoice.created', invoiceId, {
        clientId: input.clientId,
        total: columns.totalCents,
      }),
    )
    return invoiceId
  })
}

/**
 * Locks a live invoice for a change and checks the version the caller read: a missing invoice is null,
 * a stale version a 409 (someone else changed it meanwhile).
 */
export async function lockInvoice(tx: Executor, id: number, version: number) {
  const [current] = await tx
    .select({
      version: invoices.version,
      status: invoices.status,
      totalCents: invoices.totalCents,
      paidCents: invoices.paidCents,
      dueDate: invoices.dueDate,
      clientId: invoices.clientId,
    })
    .from(invoices)
    .where(and(eq(invoices.id, id), isNull(invoices.deletedAt)))
    .for('update')
  if (!current) return null
  if (current.version !== version) throw staleVersion()
  return current
}

/** The fields whose value changed, each as `{ before, after }`. */
function changesOf<T extends Record<string, unknown>>(before: T, after: T) {
  return Object.fromEntries(
    Object.keys(after)
      .filter((key) => before[key] !== after[key])
      .map((key) => [key, { before: before[key], after: after[key] }]),
  )
}

/** Replaces the invoice's data and lines; balance and status follow the new total and what was paid. */
export async function updateInvoice(
  db: Database,
  id: number,
  input: InvoiceUpdate,
  actorUserId: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const current = await lockInvoice(tx, id, input.version)
    if (!current) return false
    await checkClient(tx, input.clientId)
    const lines = storedLines(input)
    const columns = invoiceColumns(input, lines)
    const [before] = await tx
      .select({ note: invoices.note, issuedDate: invoices.issuedDate })
      .from(invoices)
      .where(eq(invoices.id, id))
    const status: InvoiceStatus = statusAfterPayments({
      current: current.status,
      totalCents: columns.totalCents,
      paidCents: current.paidCents,
      dueDate: input.dueDate,
      today: businessToday(),
    })
    await tx
      .update(invoices)
      .set({
        ...columns,
        status,
        balanceCents: columns.totalCents - current.paidCents,
        version: sql`${invoices.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(invoices.id, id))
    await tx.delete(invoiceItems).where(eq(invoiceItems.invoiceId, id))
    await writeLines(tx, id, lines)
    await recordInvoiceChange(
      tx,
      invoiceAuditEvent(actorUserId, 'invoice.updated', id, {
        version: input.version + 1,
        before: { total: current.totalCents, status: current.status },
        after: { total: columns.totalCents, status },
        // What a client reads as where and what to pay (issue 31: a note rewritten to "pay to CLABE …"):
        // every change of it is in the trail with its old and new value.
        paymentDetails: changesOf(
          { ...before!, clientId: current.clientId, dueDate: current.dueDate },
          {
            note: input.note,
            issuedDate: input.issuedDate,
            clientId: input.clientId,
            dueDate: input.dueDate,
          },
        ),
      }),
    )
    return true
  })
}

/** A delete marks the row deleted and bumps its version (an open editor's next save is then stale). */
const deletedColumns = () => ({ deletedAt: new Date(), version: sql`${invoices.version} + 1` })

/**
 * What deleting one invoice writes besides its row, for a single delete and for each of a bulk delete: its
 * audit event (marked `bulk` then) and its trash entry, whose id it answers.
 */
async function trashInvoice(
  db: Database,
  tx: Transaction,
  actorUserId: number,
  row: { id: number; total: number },
  bulk = false,
) {
  await recordInvoiceChange(
    tx,
    invoiceAuditEvent(actorUserId, 'invoice.deleted', row.id, {
      total: row.total,
      ...(bulk && { bulk: true }),
    }),
  )
  return moveToTrash(db, tx, {
    type: 'invoice',
    recordId: row.id,
    label: `#${row.id}`,
    deletedBy: actorUserId,
  })
}

/**
 * Moves the selected invoices to the trash (the list's bulk delete), all or nothing in ONE transaction: every
 * id must be a live invoice (else null and nothing changes); each is locked and trashed as a single delete is,
 * so the undo restores them from there.
 */
export async function deleteInvoices(
  db: Database,
  { action, ids }: InvoiceBulkRequest,
  actorUserId: number,
): Promise<InvoiceBulkResult | null> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: invoices.id, total: invoices.totalCents })
      .from(invoices)
      .where(and(inArray(invoices.id, ids), isNull(invoices.deletedAt)))
      .orderBy(invoices.id)
      .for('update')
    if (rows.length !== ids.length) return null
    await tx.update(invoices).set(deletedColumns()).where(inArray(invoices.id, ids))
    for (const row of rows) await trashInvoice(db, tx, actorUserId, row, true)
    return { action, changed: rows.map((row) => row.id) }
  })
}

/**
 * Soft delete (the number stays used), put in the trash for undo and restore; answers the trash entry's id,
 * or null when there is no live invoice with that number.
 */
export async function deleteInvoice(db: Database, id: number, actorUserId: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(invoices)
      .set(deletedColumns())
      .where(and(eq(invoices.id, id), isNull(invoices.deletedAt)))
      .returning({ id: invoices.id, total: invoices.totalCents })
    return row ? trashInvoice(db, tx, actorUserId, row) : null
  })
}
