import { eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { allies } from './allies.schema'

// Issue 37: the bulk import (imports feature) creates and revises allies through these, in its transaction.

/** What an imported row writes on an ally: its data, never its id, version or dates. */
export type ImportedAlly = Omit<
  typeof allies.$inferInsert,
  'id' | 'version' | 'createdAt' | 'updatedAt' | 'deletedAt'
>

/** Creates the imported allies; their ids, in order. */
export async function createImportedAllies(tx: Executor, values: ImportedAlly[]): Promise<number[]> {
  const ids = await tx.insert(allies).values(values).returning({ id: allies.id })
  return ids.map((row) => row.id)
}

/** Revises an ally from an imported row (a new version). */
export async function reviseImportedAlly(tx: Executor, allyId: number, columns: Partial<ImportedAlly>) {
  await tx
    .update(allies)
    .set({ ...columns, version: sql`${allies.version} + 1`, updatedAt: new Date() })
    .where(eq(allies.id, allyId))
}
