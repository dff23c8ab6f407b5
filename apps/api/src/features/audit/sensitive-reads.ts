import { and, eq, gte } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import {
  contractPaths,
  creditAnalysisPaths,
  creditDecisionPaths,
  customerRecordPaths,
  fieldVisitPaths,
  loanPaths,
  paymentCapacityPaths,
  type AuditAction,
} from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { recordAudit } from './audit'
import { auditEvents } from './audit.schema'

/** A person re-opening the same file within this window is one read in the trail, not one per refresh. */
const READ_WINDOW_MS = 10 * 60_000

/**
 * Logs a read of sensitive data (an applicant's file, a document, a bureau report) in the audit trail, as
 * the lender's auditors require. The screens refetch on every live update, so repeated reads of the same
 * record by the same person within ten minutes are logged once.
 */
export async function recordSensitiveRead(
  db: Executor,
  read: {
    actorUserId: number
    action: AuditAction
    entityType: string
    entityId: string | number
    data?: Record<string, unknown>
  },
) {
  const since = new Date(Date.now() - READ_WINDOW_MS)
  const [recent] = await db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.entityType, read.entityType),
        eq(auditEvents.entityId, String(read.entityId)),
        eq(auditEvents.action, read.action),
        eq(auditEvents.actorUserId, read.actorUserId),
        gte(auditEvents.createdAt, since),
      ),
    )
    .limit(1)
  if (!recent) await recordAudit(db, read)
}

/** A read of the most sensitive data, recorded for whoever gets a successful answer from its route. */
interface SensitiveRead {
  action: AuditAction
  entityType: 'credit_application' | 'customer' | 'contract'
  /** The route parameter holding the record's id. */
  idParam: string
}

type ApplicationReadOf<Action> = Action extends `credit_application.${infer What}.read` ? What : never

const applicationRead = (what: ApplicationReadOf<AuditAction>): SensitiveRead => ({
  action: `credit_application.${what}.read`,
  entityType: 'credit_application',
  idParam: 'id',
})

/**
 * The reads auditors require a trace of (issue 31; docs/security.md "Audit of reads"), by route (GET). Their
 * routes belong to other features; this table names them in one place, so a feature owner cannot forget the
 * audit and an auditor can read here what is traced. The application file itself, its documents, visit
 * photos and purchase receipts record their reads in their own routes; exports are audited by the export.
 */
const sensitiveReadRoutes: Record<string, SensitiveRead> = {
  [creditAnalysisPaths.bureau]: applicationRead('bureau'),
  [paymentCapacityPaths.capacity]: applicationRead('income_matrix'),
  [fieldVisitPaths.applicationVisit]: applicationRead('field_visit'),
  [creditDecisionPaths.deliberation]: applicationRead('deliberation'),
  [creditDecisionPaths.answerSheetPdf]: applicationRead('answer_sheet'),
  [loanPaths.statement]: applicationRead('statement'),
  [loanPaths.statementPdf]: applicationRead('statement'),
  [customerRecordPaths.item]: { action: 'customer.read', entityType: 'customer', idParam: 'id' },
  [contractPaths.pdf]: { action: 'contract.pdf.read', entityType: 'contract', idParam: 'contractId' },
}

/**
 * Records each sensitive read of the table above once its answer is known to succeed and before a byte of it
 * leaves (onSend): a read the trail could not record is answered with an error instead of the data.
 */
export function registerSensitiveReadAudit(app: FastifyInstance, db: Database) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode < 200 || reply.statusCode >= 300) return payload
    const read = sensitiveReadRoutes[request.routeOptions.url ?? '']
    if (!read || !request.principal) return payload
    const params = request.params as Record<string, string>
    const { [read.idParam]: entityId, ...rest } = params
    await recordSensitiveRead(db, {
      actorUserId: request.principal.userId,
      action: read.action,
      entityType: read.entityType,
      entityId: entityId ?? '',
      ...(Object.keys(rest).length > 0 && { data: rest }),
    })
    return payload
  })
}
