import { and, eq, isNull } from 'drizzle-orm'
import { fieldError, type DocumentKind } from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { userDirectoryAs } from '../users'
import {
  creditApplicationDocuments as documents,
  creditApplicationHistory as history,
  creditApplications as applications,
} from './credit-applications.schema'
import { conflict, emptyNotFound, staleVersion } from '../../lib/http-errors'
import { recordAudit } from '../audit'
import { moveToTrash } from '../trash'
import type { ReceivedUpload } from '../../lib/uploads'
import type { ApplicationRow } from './credit-application-record'
import { reviewsDocuments } from './workflow'
import { announceChange, announceUnchanged, announcedColumns } from './credit-application-events'
import { recordDutyAct } from '../approvals'

const reviewers = userDirectoryAs('reviewer')
const uploaders = userDirectoryAs('uploader')

export async function listDocuments(db: Executor, applicationId: number) {
  const rows = await db
    .select({
      document: documents,
      reviewerName: reviewers.fullName,
      reviewerAvatar: reviewers.avatar,
      uploaderName: uploaders.fullName,
      uploaderAvatar: uploaders.avatar,
    })
    .from(documents)
    .leftJoin(reviewers, eq(reviewers.id, documents.reviewerUserId))
    .leftJoin(uploaders, eq(uploaders.id, documents.uploadedByUserId))
    .where(and(eq(documents.applicationId, applicationId), isNull(documents.deletedAt)))
    .orderBy(documents.id)
  return rows.map(({ document, reviewerName, reviewerAvatar, uploaderName, uploaderAvatar }) => ({
    id: document.id,
    kind: document.kind,
    fileName: document.fileName,
    contentType: document.contentType,
    size: document.size,
    status: document.status,
    rejectionReason: document.rejectionReason,
    reviewer:
      document.reviewerUserId && reviewerName
        ? { id: document.reviewerUserId, fullName: reviewerName, avatar: reviewerAvatar }
        : null,
    reviewedAt: document.reviewedAt?.toISOString() ?? null,
    uploadedBy:
      document.uploadedByUserId && uploaderName
        ? { id: document.uploadedByUserId, fullName: uploaderName, avatar: uploaderAvatar }
        : null,
    createdAt: document.createdAt.toISOString(),
  }))
}

/** A document's own separation-of-duties scope: its uploader may not approve it. */
const documentDuty = (documentId: number, act: string, userId: number) => ({
  scopeType: 'application_document',
  scopeId: documentId,
  act,
  userId,
})

export async function recordDocument(
  db: Database,
  row: ApplicationRow,
  kind: DocumentKind,
  upload: ReceivedUpload,
  userId: number,
) {
  return db.transaction(async (tx) => {
    const [document] = await tx
      .insert(documents)
      .values({
        applicationId: row.id,
        kind,
        storageKey: upload.storageKey,
        fileName: upload.fileName,
        contentType: upload.contentType,
        size: upload.size,
        uploadedByUserId: userId,
      })
      .returning({ id: documents.id })
    // Separation of duties (issue 30): the uploader of a document may not approve it.
    await recordDutyAct(tx, documentDuty(document!.id, 'document.upload', userId))
    await tx.insert(history).values({
      applicationId: row.id,
      kind: 'document',
      actorUserId: userId,
      fromStage: row.stage,
      field: kind,
      newValue: { documentId: document!.id, fileName: upload.fileName, status: 'pending' },
    })
    await announceUnchanged(tx, row)
    return document!.id
  })
}

export async function findDocument(db: Executor, applicationId: number, documentId: number) {
  const [document] = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.id, documentId),
        eq(documents.applicationId, applicationId),
        isNull(documents.deletedAt),
      ),
    )
  return document ?? null
}

/**
 * Approve or reject a document against the checklist: only in the stage the workflow table names for
 * review (validacion), and it changes the application, so it carries and bumps its version.
 */
export async function reviewDocument(
  db: Database,
  row: ApplicationRow,
  documentId: number,
  review: { status: 'approved' | 'rejected'; reason?: string | undefined; version: number },
  reviewerUserId: number,
) {
  if (!reviewsDocuments(row.stage))
    throw conflict('wrong_stage', `Documents are reviewed in validation, not in ${row.stage}`, {
      status: [fieldError('wrong_stage')],
    })
  await db.transaction(async (tx) => {
    const claimed = await tx
      .update(applications)
      .set({ version: review.version + 1, updatedAt: new Date() })
      .where(and(eq(applications.id, row.id), eq(applications.version, review.version)))
      .returning(announcedColumns)
    if (claimed.length === 0) throw staleVersion()
    await announceChange(tx, claimed[0]!)
    const [document] = await tx
      .update(documents)
      .set({
        status: review.status,
        rejectionReason: review.status === 'rejected' ? (review.reason ?? null) : null,
        reviewerUserId,
        reviewedAt: new Date(),
      })
      .where(
        and(eq(documents.id, documentId), eq(documents.applicationId, row.id), isNull(documents.deletedAt)),
      )
      .returning({ kind: documents.kind, fileName: documents.fileName })
    if (!document) throw emptyNotFound()
    if (review.status === 'approved')
      await recordDutyAct(tx, documentDuty(documentId, 'document.approve', reviewerUserId))
    await tx.insert(history).values({
      applicationId: row.id,
      kind: 'document',
      actorUserId: reviewerUserId,
      fromStage: row.stage,
      field: document.kind,
      newValue: { documentId, fileName: document.fileName, status: review.status },
      reason: review.reason ?? null,
    })
  })
}

/**
 * Deletes a document to the trash (issue 20): the row stays with `deleted_at` set, hidden from the file, the
 * checklist, the decision and the checks; its history line and audit event are written and its readers told,
 * in one transaction. Answers the trash entry's id (the undo), or throws 404 when no such live document.
 */
export async function deleteDocument(db: Database, row: ApplicationRow, documentId: number, userId: number) {
  return db.transaction(async (tx) => {
    const [document] = await tx
      .update(documents)
      .set({ deletedAt: new Date() })
      .where(
        and(eq(documents.id, documentId), eq(documents.applicationId, row.id), isNull(documents.deletedAt)),
      )
      .returning({ kind: documents.kind, fileName: documents.fileName, status: documents.status })
    if (!document) throw emptyNotFound()
    await tx.insert(history).values({
      applicationId: row.id,
      kind: 'document',
      actorUserId: userId,
      fromStage: row.stage,
      field: document.kind,
      oldValue: { documentId, fileName: document.fileName, status: document.status },
      newValue: { documentId, fileName: document.fileName, status: 'deleted' },
    })
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'applicationDocument.deleted',
      entityType: 'applicationDocument',
      entityId: documentId,
      data: { applicationId: row.id, folio: row.folio, kind: document.kind, fileName: document.fileName },
    })
    await announceUnchanged(tx, row)
    return moveToTrash(db, tx, {
      type: 'applicationDocument',
      recordId: documentId,
      label: `${document.fileName} (${row.folio})`,
      deletedBy: userId,
    })
  })
}
