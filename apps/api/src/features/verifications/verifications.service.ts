import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm'
import {
  personFullName,
  customerRecordEditor,
  fieldError,
  normalizeClabe,
  normalizeRfc,
  rulesAllow,
  verificationChecks,
  verificationDocumentKinds,
  type AbilityRule,
  type Verification,
  type VerificationCreate,
  type VerificationDecision,
  type VerificationDocumentKind,
} from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { userDirectory } from '../users'
import { badRequest, conflict, emptyNotFound, staleVersion } from '../../lib/http-errors'
import type { ReceivedUpload } from '../../lib/uploads'
import type { Viewer } from '../allies'
import { recordAudit } from '../audit'
import { loadCustomer, customerDirectory } from '../customers'
import { OCR_DOCUMENT_KINDS, ocrReadOf, queueOcrRead } from './verification-ocr'
import { verificationDocuments, verifications } from './verifications.schema'

type Row = typeof verifications.$inferSelect
type Principal = Viewer & { rules: AbilityRule[] }

/**
 * The verification within the viewer's scope: a customer's follows the customer's (their applications');
 * a seller's onboarding is head office's only. 404 with an empty body otherwise.
 */
export async function loadVerification(db: Executor, id: number, viewer: Viewer) {
  const [row] = await db.select().from(verifications).where(eq(verifications.id, id))
  if (!row) throw emptyNotFound()
  if (row.kind === 'customer') await loadCustomer(db, row.customerId!, viewer)
  else if (viewer.scope !== 'all') throw emptyNotFound()
  return row
}

async function subjectOf(db: Executor, row: Row) {
  if (row.kind === 'customer') {
    const [customer] = await db
      .select()
      .from(customerDirectory)
      .where(eq(customerDirectory.id, row.customerId!))
    return {
      subject: {
        id: customer!.id,
        fullName: personFullName(customer!),
        detail: customer!.curp,
      },
      checks: verificationChecks({ curp: customer!.curp }),
    }
  }
  const [seller] = await db
    .select({ id: userDirectory.id, fullName: userDirectory.fullName, email: userDirectory.email })
    .from(userDirectory)
    .where(eq(userDirectory.id, row.sellerUserId!))
  return {
    subject: { id: seller!.id, fullName: seller!.fullName, detail: seller!.email },
    checks: verificationChecks({ rfc: row.rfc, clabe: row.clabe }),
  }
}

export async function verificationDetail(
  db: Executor,
  row: Row,
  rules: AbilityRule[],
): Promise<Verification> {
  const [{ subject, checks }, documents, decider, ocr] = await Promise.all([
    subjectOf(db, row),
    db
      .select()
      .from(verificationDocuments)
      .where(eq(verificationDocuments.verificationId, row.id))
      .orderBy(asc(verificationDocuments.id)),
    row.decidedByUserId
      ? db
          .select({ id: userDirectory.id, fullName: userDirectory.fullName })
          .from(userDirectory)
          .where(eq(userDirectory.id, row.decidedByUserId))
      : Promise.resolve([]),
    row.kind === 'customer' ? ocrReadOf(db, row.id) : Promise.resolve(null),
  ])
  const required = [...verificationDocumentKinds[row.kind]] as VerificationDocumentKind[]
  const blockers = [
    ...required
      .filter((kind) => !documents.some((doc) => doc.kind === kind))
      .map((kind) => `document:${kind}`),
    ...checks.filter((check) => !check.passed).map((check) => `check:${check.id}`),
  ]
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    subject,
    rfc: row.rfc,
    clabe: row.clabe,
    checks,
    requiredDocuments: required,
    documents: documents.map((doc) => ({
      id: doc.id,
      kind: doc.kind,
      fileName: doc.fileName,
      size: doc.size,
      createdAt: doc.createdAt.toISOString(),
    })),
    reason: row.reason,
    decidedBy: decider[0] ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
    blockers,
    mayDecide: row.status === 'pending' && rulesAllow(rules, customerRecordEditor),
    ocr,
  }
}

/** The verifications of a customer, or the sellers' onboardings (head office), newest first. */
export async function listVerifications(
  db: Executor,
  query: { kind?: 'customer' | 'seller'; customerId?: number },
  viewer: Viewer,
) {
  if (query.customerId) await loadCustomer(db, query.customerId, viewer)
  const conditions = [
    query.kind ? eq(verifications.kind, query.kind) : undefined,
    query.customerId ? eq(verifications.customerId, query.customerId) : undefined,
    // Ally-side viewers see customers' verifications of their scope only, never sellers' onboardings.
    viewer.scope === 'all' || query.customerId ? undefined : isNull(verifications.id),
  ]
  const rows = await db
    .select()
    .from(verifications)
    .where(and(...conditions))
    .orderBy(desc(verifications.id))
    .limit(500)
  const subjects = await Promise.all(rows.map((row) => subjectOf(db, row)))
  return {
    items: rows.map((row, index) => ({
      id: row.id,
      kind: row.kind,
      status: row.status,
      subject: subjects[index]!.subject,
      createdAt: row.createdAt.toISOString(),
    })),
    total: rows.length,
  }
}

export async function createVerification(db: Database, input: VerificationCreate, actor: Principal) {
  if (input.kind === 'customer') await loadCustomer(db, input.customerId, actor)
  else {
    const [seller] = await db
      .select({ id: userDirectory.id })
      .from(userDirectory)
      .where(and(eq(userDirectory.id, input.sellerUserId), isNull(userDirectory.deletedAt)))
    if (!seller) throw badRequest({ sellerUserId: [fieldError('unknown_reference')] })
  }
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(verifications)
      .values(
        input.kind === 'customer'
          ? { kind: 'customer', customerId: input.customerId, createdByUserId: actor.userId }
          : {
              kind: 'seller',
              sellerUserId: input.sellerUserId,
              rfc: normalizeRfc(input.rfc),
              clabe: normalizeClabe(input.clabe),
              createdByUserId: actor.userId,
            },
      )
      .returning()
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'verification.created',
      entityType: 'verification',
      entityId: created!.id,
      data: { kind: input.kind },
    })
    return created!.id
  })
}

const assertPending = (row: Row) => {
  if (row.status !== 'pending')
    throw conflict('conflict', 'The verification is already decided', {
      status: [fieldError('invalid_value')],
    })
}

export async function addVerificationDocument(
  db: Database,
  row: Row,
  kind: VerificationDocumentKind,
  upload: ReceivedUpload,
  actorUserId: number,
) {
  assertPending(row)
  await db.transaction(async (tx) => {
    await tx.insert(verificationDocuments).values({
      verificationId: row.id,
      kind,
      storageKey: upload.storageKey,
      fileName: upload.fileName,
      contentType: upload.contentType,
      size: upload.size,
      uploadedByUserId: actorUserId,
    })
    await recordAudit(tx, {
      actorUserId,
      action: 'verification.document_added',
      entityType: 'verification',
      entityId: row.id,
      data: { kind, fileName: upload.fileName },
    })
    // A customer's ID or proof of address is read again (a job) and compared with the record.
    if (row.kind === 'customer' && OCR_DOCUMENT_KINDS.includes(kind))
      await queueOcrRead(tx, row.id, actorUserId)
  })
}

/** Reads a customer verification's documents again (e.g. after the record was corrected); audited. */
export async function requestOcrRead(db: Database, row: Row, actorUserId: number) {
  assertPending(row)
  if (row.kind !== 'customer')
    throw conflict('conflict', "Only a customer's documents are read", {
      kind: [fieldError('invalid_value')],
    })
  const [readable] = await db
    .select({ id: verificationDocuments.id })
    .from(verificationDocuments)
    .where(
      and(
        eq(verificationDocuments.verificationId, row.id),
        inArray(verificationDocuments.kind, OCR_DOCUMENT_KINDS),
      ),
    )
    .limit(1)
  if (!readable)
    throw conflict('conflict', 'No ID or proof of address was uploaded yet', {
      documents: [fieldError('required')],
    })
  await db.transaction(async (tx) => {
    await queueOcrRead(tx, row.id, actorUserId)
    await recordAudit(tx, {
      actorUserId,
      action: 'verification.ocr_requested',
      entityType: 'verification',
      entityId: row.id,
    })
  })
}

/** Approve (only with every document and check in order) or reject with a reason; audited. */
export async function decideVerification(
  db: Database,
  row: Row,
  decision: VerificationDecision,
  actor: Principal,
) {
  assertPending(row)
  if (decision.version !== row.version) throw staleVersion()
  if (decision.decision === 'approved') {
    const { blockers } = await verificationDetail(db, row, actor.rules)
    if (blockers.length > 0)
      throw conflict('conflict', `Cannot approve yet: ${blockers.join(', ')}`, { blockers })
  }
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(verifications)
      .set({
        status: decision.decision,
        reason: decision.reason,
        decidedByUserId: actor.userId,
        decidedAt: new Date(),
        version: row.version + 1,
      })
      .where(and(eq(verifications.id, row.id), eq(verifications.version, decision.version)))
      .returning({ id: verifications.id })
    if (updated.length === 0) throw staleVersion()
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: `verification.${decision.decision}`,
      entityType: 'verification',
      entityId: row.id,
      data: { kind: row.kind, reason: decision.reason },
    })
  })
}

export async function findVerificationDocument(db: Executor, verificationId: number, documentId: number) {
  const [doc] = await db
    .select()
    .from(verificationDocuments)
    .where(
      and(eq(verificationDocuments.id, documentId), eq(verificationDocuments.verificationId, verificationId)),
    )
  return doc
}
