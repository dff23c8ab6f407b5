import { and, eq, sql } from 'drizzle-orm'
import {
  personFullName,
  mayCaptureCreditApplication,
  mayAssignCreditApplications,
  mayWorkStage,
  fieldError,
  applicationSectionSchemas,
  type AbilityRule,
  type ApplicationSection,
  type CreateApplicationRequest,
  type TransitionName,
} from '@mesa/contracts'
import type { Database, Executor, Transaction } from '../../db/client'
import { roleDirectory } from '../roles'
import { userDirectory } from '../users'
import {
  creditApplicationHistory as history,
  creditApplications as applications,
} from './credit-applications.schema'
import { HttpError, badRequest, forbidden, staleVersion } from '../../lib/http-errors'
import { fieldErrorsOf } from '../../lib/zod-errors'
import { loadUserSnapshot } from '../auth'
import { effectiveRulesOf } from '../permissions'
import { allyIsVisible, type Viewer, allyDirectory } from '../allies'
import { refuseDuplicateCapture } from './duplicate-checks'
import { linkedToAlly, readsApplication } from './credit-application-access'
import { announceChange, announcedColumns } from './credit-application-events'
import { loadDocuments, workflowView, type ApplicationRow } from './credit-application-record'
import { announceCapture, announceStageEntry, failingStageGates } from './stage-hooks'
import { recordStageMove } from './stage-move-record'
import { recordDutyAct } from '../approvals'
import { capturedColumns } from './bulk-capture'
import { decideTransition, editableSectionsFor } from './workflow'

/** Bumps the version only if it is still the one the caller read: the optimistic lock (docs/architecture.md). */
async function claimVersion(
  tx: Transaction,
  id: number,
  version: number,
  changes: Partial<typeof applications.$inferInsert>,
) {
  const updated = await tx
    .update(applications)
    .set({ ...changes, version: version + 1, updatedAt: new Date() })
    .where(and(eq(applications.id, id), eq(applications.version, version)))
    .returning(announcedColumns)
  if (updated.length === 0) throw staleVersion()
  await announceChange(tx, updated[0]!)
}

/** Credit applications: capture, section edits, workflow moves and assignment, each with its history. */
/** The separation-of-duties scope of an application (features/approvals). */
const dutyScope = (applicationId: number) => ({
  scopeType: 'credit_application' as const,
  scopeId: applicationId,
})

export class CreditApplicationService {
  constructor(private readonly db: Database) {}

  async create(actor: Viewer & { rules: AbilityRule[] }, body: CreateApplicationRequest) {
    const { userId: actorUserId, rules } = actor
    if (!mayCaptureCreditApplication(rules, body.product))
      throw forbidden('forbidden', `You may not capture ${body.product} applications`)
    return this.db.transaction(async (tx) => {
      const [ally] = await tx
        .select({
          id: allyDirectory.id,
          sellerUserId: allyDirectory.sellerUserId,
          active: allyDirectory.active,
        })
        .from(allyDirectory)
        .where(and(eq(allyDirectory.id, body.allyId), sql`${allyDirectory.deletedAt} is null`))
      if (!ally) throw badRequest({ allyId: [fieldError('unknown_reference')] })
      if (!(await allyIsVisible(tx, ally.id, actor)))
        throw forbidden('out_of_scope', 'You may only capture applications for your own allies')
      if (!ally.active) throw badRequest({ allyId: [fieldError('inactive_reference')] })
      await refuseDuplicateCapture(tx, actor, body)
      const [created] = await tx
        .insert(applications)
        .values({
          product: body.product,
          allyId: ally.id,
          sellerUserId: ally.sellerUserId,
          ownerUserId: actorUserId,
          ...capturedColumns(body),
        })
        .returning(announcedColumns)
      await announceChange(tx, created!)
      await tx
        .insert(history)
        .values({ applicationId: created!.id, kind: 'created', actorUserId, toStage: 'captura' })
      // Separation of duties (issue 30): whoever captured the application may not analyse it.
      await recordDutyAct(tx, { ...dutyScope(created!.id), act: 'capture', userId: actorUserId })
      await announceCapture(tx, created!.id)
      return { id: created!.id, folio: created!.folio }
    })
  }

  async updateSection(
    actorUserId: number,
    rules: AbilityRule[],
    row: ApplicationRow,
    section: ApplicationSection,
    input: { data: unknown; version: number },
  ) {
    if (!editableSectionsFor(row, rules).includes(section)) {
      throw forbidden('wrong_stage', `You may not edit ${section} while the application is in ${row.stage}`)
    }
    const parsed = applicationSectionSchemas[section].safeParse(input.data)
    if (!parsed.success) {
      const errors = fieldErrorsOf(parsed.error, ['data'])
      throw badRequest(errors)
    }
    const value = parsed.data as Record<string, unknown>
    const changes: Partial<typeof applications.$inferInsert> = {}
    let before: Record<string, unknown> | unknown[] = {}
    switch (section) {
      case 'applicant': {
        const applicant = value as CreateApplicationRequest['applicant']
        Object.assign(changes, {
          applicant,
          applicantName: personFullName(applicant),
          curp: applicant.curp,
          rfc: applicant.rfc,
          mobilePhone: applicant.mobilePhone,
        })
        before = { ...row.applicant }
        break
      }
      case 'product': {
        const product = value as { terms: { requestedAmountCents: number } }
        Object.assign(changes, {
          productData: product,
          requestedAmountCents: product.terms.requestedAmountCents,
        })
        before = { ...row.productData }
        break
      }
      case 'references':
        Object.assign(changes, { references: value })
        before = row.references
        break
      default:
        Object.assign(changes, { [section]: value })
        before = { ...((row[section] as Record<string, unknown> | null) ?? {}) }
    }
    await this.db.transaction(async (tx) => {
      await claimVersion(tx, row.id, input.version, changes)
      const fieldChanges = diffFields(section, before, value)
      if (fieldChanges.length > 0) {
        await tx.insert(history).values(
          fieldChanges.map((change) => ({
            applicationId: row.id,
            kind: 'field' as const,
            actorUserId,
            fromStage: row.stage,
            ...change,
          })),
        )
      }
      if (section === 'applicant' || section === 'references') await announceCapture(tx, row.id)
    })
  }

  async transition(
    actorUserId: number,
    rules: AbilityRule[],
    row: ApplicationRow,
    request: {
      transition: TransitionName
      reason?: string | undefined
      data: Record<string, unknown>
      version: number
    },
  ) {
    if (row.version !== request.version) throw staleVersion()
    const [docs, gates] = await Promise.all([loadDocuments(this.db, row.id), failingStageGates(this.db, row)])
    const outcome = decideTransition(workflowView(row, docs, gates), rules, request)
    if (!outcome.ok)
      throw new HttpError(
        outcome.status,
        outcome.message,
        Object.keys(outcome.errors).length ? outcome.errors : undefined,
        undefined,
        false,
        outcome.code,
      )
    const closing = ['rechazada', 'cancelada'].includes(outcome.to)
    await this.db.transaction(async (tx) => {
      // Advancing from análisis is the analysis' verdict: not by whoever captured the application.
      if (row.stage === 'analisis' && request.transition === 'advance')
        await recordDutyAct(tx, { ...dutyScope(row.id), act: 'analyse', userId: actorUserId })
      await claimVersion(tx, row.id, request.version, {
        stage: outcome.to,
        stageEnteredAt: new Date(),
        // Each stage's SLA clock starts afresh (a pause belongs to the stage that paused it).
        slaPausedSeconds: 0,
        slaPausedSince: null,
        // A new stage is worked by another team: it waits in their queue until someone takes it.
        ownerUserId: closing ? row.ownerUserId : null,
        workflow:
          request.transition === 'advance'
            ? { ...row.workflow, [row.stage]: outcome.recorded }
            : row.workflow,
        closedReason: closing ? (request.reason ?? null) : row.closedReason,
      })
      await recordStageMove(tx, {
        applicationId: row.id,
        from: row.stage,
        to: outcome.to,
        transition: request.transition,
        recorded: outcome.recorded,
        reason: request.reason ?? null,
        actorUserId,
      })
      await announceStageEntry(tx, { application: row, from: row.stage, to: outcome.to })
    })
    return outcome.to
  }

  /** Takes (ownerUserId null) or assigns the application; the new owner must be able to work its stage. */
  async assign(
    actorUserId: number,
    rules: AbilityRule[],
    row: ApplicationRow,
    input: { ownerUserId: number | null; version: number },
  ) {
    if (!mayWorkStage(rules, row.stage, row.product))
      throw forbidden('forbidden', `You may not work applications in ${row.stage}`)
    // Working the stage takes unowned applications; taking one from its owner is the explicit 'assign' right.
    if (row.ownerUserId !== null && row.ownerUserId !== actorUserId && !mayAssignCreditApplications(rules))
      throw forbidden('forbidden', 'Only a coordinator may take an application from its owner')
    const ownerUserId = input.ownerUserId ?? actorUserId
    if (ownerUserId !== actorUserId) {
      const owner = await loadUserSnapshot(this.db, ownerUserId)
      // Deleted accounts are inactive too.
      if (!owner || owner.status !== 'active')
        throw badRequest({ ownerUserId: [fieldError('unknown_reference')] })
      if (!mayWorkStage(owner.rules, row.stage, row.product)) {
        throw badRequest({ ownerUserId: [fieldError('wrong_stage')] })
      }
      if (!(await eligibleOwners(this.db, row)).some((member) => member.id === ownerUserId)) {
        throw badRequest({ ownerUserId: [fieldError('out_of_scope')] })
      }
    }
    await this.db.transaction(async (tx) => {
      await claimVersion(tx, row.id, input.version, { ownerUserId })
      await tx.insert(history).values({
        applicationId: row.id,
        kind: 'assignment',
        actorUserId,
        fromStage: row.stage,
        toStage: row.stage,
        field: 'owner',
        oldValue: row.ownerUserId,
        newValue: ownerUserId,
      })
    })
  }
}

/**
 * Active staff who can work the application's current stage and may read it (permission and row-level
 * scope: an ally's seller is no owner for another ally's application), by name.
 */
export async function eligibleOwners(
  db: Executor,
  row: Pick<ApplicationRow, 'stage' | 'product' | 'allyId' | 'ownerUserId'>,
) {
  const staff = await db
    .select({
      id: userDirectory.id,
      fullName: userDirectory.fullName,
      avatar: userDirectory.avatar,
      role: roleDirectory.name,
      rules: effectiveRulesOf(roleDirectory),
      scope: roleDirectory.scope,
      linked: linkedToAlly(row.allyId),
    })
    .from(userDirectory)
    .innerJoin(roleDirectory, eq(roleDirectory.id, userDirectory.roleId))
    .where(and(eq(userDirectory.status, 'active'), sql`${userDirectory.deletedAt} is null`))
    .orderBy(userDirectory.fullName)
  return staff
    .filter((member) => mayWorkStage(member.rules, row.stage, row.product) && readsApplication(member, row))
    .map(({ rules: _rules, scope: _scope, linked: _linked, ...member }) => member)
}

/** One history entry per changed field of a section ("section.field"), old and new value. */
export function diffFields(
  section: string,
  before: Record<string, unknown> | unknown[],
  after: Record<string, unknown> | unknown[],
) {
  if (Array.isArray(after) || Array.isArray(before)) {
    return JSON.stringify(before) === JSON.stringify(after)
      ? []
      : [{ field: section, oldValue: before, newValue: after }]
  }
  const keys = new Set([...Object.keys(before), ...Object.keys(after)])
  const previous = before as Record<string, unknown>
  return [...keys]
    .filter((key) => JSON.stringify(previous[key]) !== JSON.stringify(after[key]))
    .map((key) => ({
      field: `${section}.${key}`,
      oldValue: previous[key] ?? null,
      newValue: after[key] ?? null,
    }))
}
