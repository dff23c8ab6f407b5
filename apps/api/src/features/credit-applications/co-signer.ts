import { and, eq } from 'drizzle-orm'
import {
  fieldError,
  mayWorkStage,
  referencesSchema,
  type AbilityRule,
  type CoSignerRequest,
} from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { badRequest, conflict, forbidden, staleVersion } from '../../lib/http-errors'
import { processRegistry } from '../../lib/process-registry'
import { recordAudit } from '../audit'
import { announceChange, announcedColumns } from './credit-application-events'
import type { ApplicationRow } from './credit-application-record'
import {
  creditApplicationHistory as history,
  creditApplications as applications,
} from './credit-applications.schema'

/**
 * Issue 38: the committee may approve on condition of a co-signer after the references closed (they are edited
 * up to validación). Returning the file would throw away the committee's decision and the analysis for one
 * person's name; a lender adds the co-signer where the file stands. Only that: deliberación or autorización, the
 * committee's decision asking for a co-signer not yet met (the credit-decision feature says so through the check
 * registered here, so this feature never imports it), and the other references left exactly as they were.
 */
export type CoSignerRequested = (db: Executor, application: ApplicationRow) => Promise<boolean>

const requests = processRegistry<string, CoSignerRequested>()
const stages: readonly string[] = ['deliberacion', 'autorizacion']

export function registerCoSignerRequest(name: string, requested: CoSignerRequested) {
  requests.set(name, requested)
}

/** Who adds them: those who edit references where they are open, and those who work the file's stage now. */
const mayAddCoSigner = (rules: AbilityRule[], row: ApplicationRow) =>
  (['analisis', 'validacion', row.stage] as const).some((stage) => mayWorkStage(rules, stage, row.product))

async function requested(db: Executor, row: ApplicationRow) {
  if (!stages.includes(row.stage)) return false
  const answers = await Promise.all([...requests.values()].map((check) => check(db, row)))
  return answers.some(Boolean)
}

/** Whether the detail offers the co-signer form to this caller. */
export async function coSignerOpen(db: Executor, row: ApplicationRow, rules: AbilityRule[]) {
  return mayAddCoSigner(rules, row) && (await requested(db, row))
}

/**
 * Adds the co-signer to the references, or replaces the one captured before (at most one per file): 403 to
 * whoever may not, 409 outside deliberación/autorización or when no co-signer was asked for, 409 on a stale
 * version, 400 naming the field (and on a sixth person: the list's limit is the section's).
 */
export async function addCoSigner(
  db: Database,
  actorUserId: number,
  rules: AbilityRule[],
  row: ApplicationRow,
  body: CoSignerRequest,
) {
  if (!mayAddCoSigner(rules, row)) throw forbidden('forbidden', 'You may not add the co-signer')
  if (!stages.includes(row.stage))
    throw conflict(
      'wrong_stage',
      `The co-signer is added in deliberación or autorización, not in ${row.stage}`,
      {
        stage: [fieldError('wrong_stage')],
      },
    )
  if (!(await requested(db, row)))
    throw conflict(
      'co_signer_not_requested',
      'The committee did not ask for a co-signer, or it is already met',
      {
        coSigner: [fieldError('co_signer_not_requested')],
      },
    )
  const before = row.references as Array<Record<string, unknown>>
  const others = before.filter((reference) => reference.role !== 'obligado_solidario')
  const coSigner = { ...body.coSigner, role: 'obligado_solidario' as const }
  const parsed = referencesSchema.safeParse([...others, coSigner])
  // The person was checked by the route; what can fail here is the list's limit of five (said on coSigner).
  if (!parsed.success) throw badRequest({ coSigner: parsed.error.issues.map((issue) => issue.message) })
  // Stored as they were (a list from before issue 38 has no roles): the parse only checks, it does not rewrite.
  const after = [...others, coSigner]
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(applications)
      .set({ references: after, version: body.version + 1, updatedAt: new Date() })
      .where(and(eq(applications.id, row.id), eq(applications.version, body.version)))
      .returning(announcedColumns)
    if (updated.length === 0) throw staleVersion()
    await announceChange(tx, updated[0]!)
    // The change log shows the list before and after, as a references edit does; the audit says why.
    await tx.insert(history).values({
      applicationId: row.id,
      kind: 'field',
      actorUserId,
      fromStage: row.stage,
      field: 'references',
      oldValue: before,
      newValue: after,
    })
    await recordAudit(tx, {
      actorUserId,
      action: 'credit_application.co_signer_added',
      entityType: 'credit_application',
      entityId: row.id,
      data: { stage: row.stage, fullName: body.coSigner.fullName, relationship: body.coSigner.relationship },
    })
  })
}
