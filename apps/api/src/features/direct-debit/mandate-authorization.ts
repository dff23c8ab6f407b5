import { eq, sql } from 'drizzle-orm'
import type { Mandate } from '@mesa/contracts'
import type { Database } from '../../db/client'
import { conflict } from '../../lib/http-errors'
import type { FileStorage } from '../../lib/storage'
import type { ReceivedUpload } from '../../lib/uploads'
import { recordAudit } from '../audit'
import { directDebitMandates } from './direct-debit.schema'
import { mandateOf, mandateRow } from './mandates'

/**
 * Keeps the signed authorisation just stored as the mandate's (replacing an earlier scan, whose object is
 * removed once the row no longer names it). A revoked mandate takes none: the stored object is removed.
 */
export async function attachAuthorization(
  db: Database,
  storage: FileStorage,
  actorUserId: number,
  mandateId: number,
  upload: ReceivedUpload,
): Promise<Mandate> {
  let previousKey: string | null = null
  try {
    const mandate = await db.transaction(async (tx) => {
      const current = await mandateRow(tx, mandateId)
      if (current.status !== 'active') throw conflict('wrong_stage', 'The mandate is revoked')
      previousKey = current.authorizationKey
      const [row] = await tx
        .update(directDebitMandates)
        .set({
          authorizationKey: upload.storageKey,
          authorizationFileName: upload.fileName,
          authorizationContentType: upload.contentType,
          authorizationSize: upload.size,
          authorizationUploadedAt: new Date(),
          version: sql`${directDebitMandates.version} + 1`,
        })
        .where(eq(directDebitMandates.id, mandateId))
        .returning()
      await recordAudit(tx, {
        actorUserId,
        action: 'direct_debit.mandate_authorization_uploaded',
        entityType: 'direct_debit_mandate',
        entityId: mandateId,
        data: { fileName: upload.fileName, size: upload.size, replaced: previousKey !== null },
      })
      return mandateOf(row!)
    })
    if (previousKey) await storage.delete(previousKey)
    return mandate
  } catch (error) {
    await storage.delete(upload.storageKey)
    throw error
  }
}
