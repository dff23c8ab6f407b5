import { and, eq, isNotNull } from 'drizzle-orm'
import { mayOpenCreditApplication, type RestoreAudience } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import {
  creditApplicationDocuments as documents,
  creditApplicationHistory as history,
  creditApplications as applications,
} from './credit-applications.schema'
import { notFound } from '../../lib/http-errors'
import { registerTrashType, type Restorer } from '../trash'
import { visibleApplications } from './credit-application-access'
import { announceUnchanged } from './credit-application-events'

/**
 * Brings a deleted document back to its application's file. Only someone who may read that application's
 * documents (read on its product AND its row scope: head office, its owner, or linked to its ally) restores
 * it; anyone else gets 404, as if it were not there. The file's history says so and its readers are told.
 */
async function restoreDocument(tx: Executor, recordId: string, restorer: Restorer): Promise<RestoreAudience> {
  const documentId = Number(recordId)
  const [found] = await tx
    .select({ document: documents, application: applications })
    .from(documents)
    .innerJoin(applications, eq(applications.id, documents.applicationId))
    .where(
      and(
        eq(documents.id, documentId),
        isNotNull(documents.deletedAt),
        visibleApplications({ userId: restorer.userId, scope: restorer.scope }),
      ),
    )
    .for('update', { of: documents })
  if (!found || !mayOpenCreditApplication(restorer.rules, found.application.product))
    throw notFound('No such document in the trash')
  const { document, application } = found
  await tx.update(documents).set({ deletedAt: null }).where(eq(documents.id, documentId))
  await tx.insert(history).values({
    applicationId: application.id,
    kind: 'document',
    actorUserId: restorer.userId,
    fromStage: application.stage,
    field: document.kind,
    newValue: { documentId, fileName: document.fileName, status: 'restored' },
  })
  await announceUnchanged(tx, application)
  return {
    kind: 'application',
    applicationId: application.id,
    product: application.product,
    ownerId: application.ownerUserId,
    allyId: application.allyId,
  }
}

/**
 * Application documents are KYC and credit evidence the lender keeps (as an ally's files keep the ally): past
 * the retention the document stays deleted, its bytes kept, and leaves the trash.
 */
async function keepDocument(): Promise<boolean> {
  return false
}

export function registerDocumentTrash() {
  registerTrashType('applicationDocument', { restore: restoreDocument, purge: keepDocument })
}
