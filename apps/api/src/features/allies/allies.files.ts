import { and, eq } from 'drizzle-orm'
import type { AllyFile, AllyFileKind } from '@mesa/contracts'
import type { Database } from '../../db/client'
import { allyFiles } from './allies.schema'
import type { FileStorage } from '../../lib/storage'
import { recordAudit } from '../audit'
import { allyAuditEvent } from './ally-audit'

export async function recordAllyFile(
  db: Database,
  values: {
    allyId: number
    kind: AllyFileKind
    fileName: string
    contentType: string
    size: number
    storageKey: string
    uploadedByUserId: number
  },
): Promise<AllyFile> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(allyFiles).values(values).returning()
    await recordAudit(
      tx,
      allyAuditEvent(values.uploadedByUserId, 'ally.file_uploaded', values.allyId, {
        fileId: row!.id,
        kind: values.kind,
        fileName: values.fileName,
        size: values.size,
      }),
    )
    return {
      id: row!.id,
      kind: row!.kind,
      fileName: row!.fileName,
      contentType: row!.contentType,
      size: row!.size,
      uploadedAt: row!.createdAt.toISOString(),
    }
  })
}

export async function findAllyFile(db: Database, allyId: number, fileId: string) {
  const [row] = await db
    .select()
    .from(allyFiles)
    .where(and(eq(allyFiles.allyId, allyId), eq(allyFiles.id, fileId)))
    .limit(1)
  return row ?? null
}

/** Removes the row (with an audit event) and then the bytes. */
export async function removeAllyFile(
  db: Database,
  storage: FileStorage,
  allyId: number,
  fileId: string,
  actorUserId: number,
): Promise<boolean> {
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(allyFiles)
      .where(and(eq(allyFiles.allyId, allyId), eq(allyFiles.id, fileId)))
      .returning()
    if (!row) return null
    await recordAudit(
      tx,
      allyAuditEvent(actorUserId, 'ally.file_deleted', allyId, {
        fileId,
        kind: row.kind,
        fileName: row.fileName,
      }),
    )
    return row
  })
  if (!removed) return false
  await storage.delete(removed.storageKey)
  return true
}
