import { eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import type { Viewer } from '../allies'
import { customers } from './customers.schema'
import { visibleCustomers } from './customers.service'

// Issue 37: the bulk import (imports feature) finds, creates and revises customers through these, in its
// transaction; it records the audit of what it changed.

export type CustomerRow = typeof customers.$inferSelect
/** What an imported row writes on a customer: the person's data, never the id, version or dates. */
export type ImportedCustomer = Omit<
  typeof customers.$inferInsert,
  'id' | 'version' | 'createdAt' | 'updatedAt'
>

/** The customers holding these CURPs, with whether the viewer may change them (their row scope). */
export async function customersByCurp(db: Executor, curps: string[], viewer: Viewer) {
  const visible = visibleCustomers(viewer) ?? sql`true`
  return db
    .select({ id: customers.id, curp: customers.curp, visible })
    .from(customers)
    .where(inArray(customers.curp, curps))
}

/** Creates the imported customers; their ids, in order. */
export async function createImportedCustomers(tx: Executor, values: ImportedCustomer[]): Promise<number[]> {
  const ids = await tx.insert(customers).values(values).returning({ id: customers.id })
  return ids.map((row) => row.id)
}

/** The customer's row, locked until the caller's transaction ends. */
export async function lockCustomer(tx: Executor, id: number): Promise<CustomerRow | undefined> {
  const [row] = await tx.select().from(customers).where(eq(customers.id, id)).for('update')
  return row
}

/** Revises the locked customer from an imported row (its next version). */
export async function reviseImportedCustomer(
  tx: Executor,
  current: CustomerRow,
  next: Partial<ImportedCustomer>,
) {
  await tx
    .update(customers)
    .set({ ...next, updatedAt: new Date(), version: current.version + 1 })
    .where(eq(customers.id, current.id))
}
