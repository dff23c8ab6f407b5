import { and, eq, inArray, sql } from 'drizzle-orm'
import { personFullName, type CreateApplicationRequest } from '@mesa/contracts'
import type { Executor, Transaction } from '../../db/client'
import {
  creditApplicationHistory as history,
  creditApplications as applications,
} from './credit-applications.schema'
import type { Viewer } from '../allies'
import { visibleApplications } from './credit-application-access'
import { announceChange, announcedColumns } from './credit-application-events'
import { announceCapture } from './stage-hooks'
import { recordDutyAct } from '../approvals'

/** An application a bulk import captures: the form's request, its ally's seller read by the importer. */
interface BulkCapture {
  body: CreateApplicationRequest
  sellerUserId: number | null
}

/** The columns the capture form writes from its request (the same as `CreditApplicationService.create`). */
export const capturedColumns = (body: CreateApplicationRequest) => ({
  applicantName: personFullName(body.applicant),
  curp: body.applicant.curp,
  rfc: body.applicant.rfc,
  mobilePhone: body.applicant.mobilePhone,
  requestedAmountCents: body.terms.requestedAmountCents,
  applicant: body.applicant,
  productData: { vehicle: body.vehicle, terms: body.terms },
})

/**
 * Captures many applications in the caller's transaction, as the capture form does one by one (stage
 * captura, owned by the importer, history "created", a live event each). The caller has checked the
 * permission per product and the ally's scope and activity. Answers the ids in order.
 */
export async function captureApplications(tx: Transaction, actorUserId: number, items: BulkCapture[]) {
  if (items.length === 0) return []
  const created = await tx
    .insert(applications)
    .values(
      items.map(({ body, sellerUserId }) => ({
        product: body.product,
        allyId: body.allyId,
        sellerUserId,
        ownerUserId: actorUserId,
        ...capturedColumns(body),
      })),
    )
    .returning(announcedColumns)
  await tx.insert(history).values(
    created.map((row) => ({
      applicationId: row.id,
      kind: 'created' as const,
      actorUserId,
      toStage: 'captura' as const,
    })),
  )
  for (const row of created) {
    await announceChange(tx, row)
    // As the form's capture: money-laundering prevention screens the applicant (issue 36).
    await announceCapture(tx, row.id)
    // Separation of duties (issue 30): the importer captured it, and so may not analyse it.
    await recordDutyAct(tx, {
      scopeType: 'credit_application',
      scopeId: row.id,
      act: 'capture',
      userId: actorUserId,
    })
  }
  return created.map((row) => row.id)
}

/**
 * The applications still in capture holding these CURPs (the ones an import may update: later stages are
 * past the capture form, which only warns of them), with whether the viewer may change them (row scope).
 */
export async function capturedApplicationsByCurp(db: Executor, curps: string[], viewer: Viewer) {
  const found = new Map<string, { id: number; visible: boolean }>()
  if (curps.length === 0) return found
  const scope = visibleApplications(viewer)
  const rows = await db
    .select({
      id: applications.id,
      curp: applications.curp,
      visible: scope ? sql<boolean>`${scope}` : sql<boolean>`true`,
    })
    .from(applications)
    .where(and(inArray(applications.curp, [...new Set(curps)]), eq(applications.stage, 'captura')))
    .orderBy(applications.id)
  // Several open captures of one person: the newest visible one is the one updated.
  for (const row of rows)
    if (row.visible || !found.get(row.curp)?.visible)
      found.set(row.curp, { id: row.id, visible: Boolean(row.visible) })
  return found
}

/**
 * Replaces a captured application's applicant, vehicle and terms with an import row's (still in capture;
 * otherwise nothing changes), with one history entry per section changed and a live event.
 */
export async function reviseCapture(
  tx: Transaction,
  actorUserId: number,
  id: number,
  body: CreateApplicationRequest,
) {
  const [before] = await tx
    .select({ applicant: applications.applicant, productData: applications.productData })
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.stage, 'captura')))
    .for('update')
  if (!before) return false
  const [updated] = await tx
    .update(applications)
    .set({ ...capturedColumns(body), version: sql`${applications.version} + 1`, updatedAt: new Date() })
    .where(eq(applications.id, id))
    .returning(announcedColumns)
  const changes = [
    { field: 'applicant', oldValue: before.applicant, newValue: body.applicant },
    { field: 'vehicle', oldValue: before.productData.vehicle, newValue: body.vehicle },
    { field: 'terms', oldValue: before.productData.terms, newValue: body.terms },
  ].filter((change) => JSON.stringify(change.oldValue) !== JSON.stringify(change.newValue))
  if (changes.length > 0)
    await tx
      .insert(history)
      .values(
        changes.map((change) => ({ applicationId: id, kind: 'field' as const, actorUserId, ...change })),
      )
  await announceChange(tx, updated!)
  if (changes.some((change) => change.field === 'applicant')) await announceCapture(tx, id)
  return true
}
