import { and, desc, eq, inArray } from 'drizzle-orm'
import {
  livePolicyStatuses,
  POLICY_BENEFICIARY,
  type CancelPolicyRequest,
  type Policy,
} from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { insurancePolicies, insuranceQuotes } from './insurance.schema'
import { violatedUniqueIndex } from '../../lib/pg-errors'
import { conflict, emptyNotFound, staleVersion } from '../../lib/http-errors'
import { recordAudit } from '../audit'
import { visibleInDirectory, applicationDirectory } from '../credit-applications'
import type { Viewer } from '../allies'
import { selectPolicies, selectQuotes, toPolicy } from './insurance-rows'
import { providerOf } from './insurer-providers'

export const alreadyBound = () =>
  conflict('policy_already_bound', 'This application already has a bound policy; cancel it first.')
export const wrongStatus = () =>
  conflict('wrong_policy_status', 'The policy is not in a state that allows this.')

/** A live policy (bound or in force) of the application: what the gate policy_bound asks. */
export async function hasLivePolicy(db: Executor, applicationId: number) {
  const count = await db.$count(
    insurancePolicies,
    and(
      eq(insurancePolicies.applicationId, applicationId),
      inArray(insurancePolicies.status, [...livePolicyStatuses]),
    ),
  )
  return count > 0
}

export async function listPoliciesOfApplication(db: Executor, applicationId: number) {
  const rows = await selectPolicies(db)
    .where(eq(insurancePolicies.applicationId, applicationId))
    .orderBy(desc(insurancePolicies.boundAt), desc(insurancePolicies.id))
  return rows.map(toPolicy)
}

/** One policy within the viewer's row scope; 404 outside it (its existence is not revealed). */
export async function loadPolicy(db: Executor, policyId: number, viewer: Viewer): Promise<Policy> {
  const [row] = await selectPolicies(db).where(
    and(eq(insurancePolicies.id, policyId), visibleInDirectory(viewer)),
  )
  if (!row) throw emptyNotFound()
  return toPolicy(row)
}

/** A unique violation on the one-live-policy index: a concurrent bind won. */
export function rethrowSecondBind(error: unknown): never {
  if (violatedUniqueIndex(error) === 'insurance_policies_one_alive_idx') throw alreadyBound()
  throw error
}

type QuoteRow = typeof insuranceQuotes.$inferSelect

/** The policy row bound from a quote (beneficiary: the lender), the quote marked bound; inside the caller's transaction. */
export async function insertBoundPolicy(tx: Executor, quote: QuoteRow, viewer: Viewer, now: Date) {
  const [created] = await tx
    .insert(insurancePolicies)
    .values({
      applicationId: quote.applicationId,
      quoteId: quote.id,
      insurer: quote.insurer,
      status: 'bound',
      beneficiary: POLICY_BENEFICIARY,
      boundAt: now,
      boundByUserId: viewer.userId,
    })
    .returning({ id: insurancePolicies.id })
  await tx.update(insuranceQuotes).set({ boundAt: now }).where(eq(insuranceQuotes.id, quote.id))
  return created!
}

/**
 * Binds a quote: the application's policy from now on (beneficiary: the lender). Once per application:
 * while a policy lives, binding any of its quotes is a 409, and of two concurrent binds the unique index
 * lets exactly one commit. Only an open quote of an application in stage póliza binds.
 */
export async function bindQuote(db: Database, quoteId: number, viewer: Viewer, now = new Date()) {
  const [row] = await selectQuotes(db).where(and(eq(insuranceQuotes.id, quoteId), visibleInDirectory(viewer)))
  if (!row) throw emptyNotFound()
  const { quote } = row
  if (quote.renewalOfPolicyId !== null) throw wrongStatus()
  if (quote.validUntil.getTime() <= now.getTime())
    throw conflict('quote_expired', 'The quote expired; quote again.')
  const [application] = await db
    .select({ stage: applicationDirectory.stage })
    .from(applicationDirectory)
    .where(eq(applicationDirectory.id, quote.applicationId))
  if (application?.stage !== 'poliza')
    throw conflict('wrong_stage', 'Policies are bound while the application is in stage póliza.')
  if (await hasLivePolicy(db, quote.applicationId)) throw alreadyBound()
  try {
    const policyId = await db.transaction(async (tx) => {
      const created = await insertBoundPolicy(tx, quote, viewer, now)
      await recordAudit(tx, {
        actorUserId: viewer.userId,
        action: 'insurance.policy_bound',
        entityType: 'credit_application',
        entityId: quote.applicationId,
        data: { policyId: created.id, quoteId: quote.id, insurer: quote.insurer },
      })
      return created.id
    })
    return loadPolicy(db, policyId, viewer)
  } catch (error) {
    rethrowSecondBind(error)
  }
}

/** Issues a bound policy with its insurer: the policy number and one year of cover from today. */
export async function issuePolicy(
  db: Database,
  policyId: number,
  viewer: Viewer,
  version: number,
  now = new Date(),
) {
  const policy = await loadPolicy(db, policyId, viewer)
  if (policy.status !== 'bound') throw wrongStatus()
  if (policy.version !== version) throw staleVersion()
  const [quote] = await db.select().from(insuranceQuotes).where(eq(insuranceQuotes.id, policy.quoteId))
  const issued = await providerOf(policy.insurer).issue({
    vehicle: quote!.vehicle,
    postalCode: quote!.postalCode,
    options: quote!.options,
    asOfYear: quote!.asOfYear,
    premium: quote!.premium,
    sequence: policy.id,
    termStart: now.toISOString().slice(0, 10),
  })
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(insurancePolicies)
      .set({ status: 'in_force', ...issued, issuedAt: now, version: version + 1 })
      .where(and(eq(insurancePolicies.id, policyId), eq(insurancePolicies.version, version)))
      .returning({ id: insurancePolicies.id })
    if (changed.length === 0) throw staleVersion()
    await recordAudit(tx, {
      actorUserId: viewer.userId,
      action: 'insurance.policy_issued',
      entityType: 'credit_application',
      entityId: policy.application.id,
      data: {
        policyId,
        policyNumber: issued.policyNumber,
        termStart: issued.termStart,
        termEnd: issued.termEnd,
      },
    })
  })
  return loadPolicy(db, policyId, viewer)
}

/** Cancels a bound or in-force policy, with the reason; the application may then bind another quote. */
export async function cancelPolicy(
  db: Database,
  policyId: number,
  viewer: Viewer,
  request: CancelPolicyRequest,
  now = new Date(),
) {
  const policy = await loadPolicy(db, policyId, viewer)
  if (!(livePolicyStatuses as readonly string[]).includes(policy.status)) throw wrongStatus()
  if (policy.version !== request.version) throw staleVersion()
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(insurancePolicies)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        cancelReason: request.reason,
        version: request.version + 1,
      })
      .where(
        and(
          eq(insurancePolicies.id, policyId),
          eq(insurancePolicies.version, request.version),
          inArray(insurancePolicies.status, [...livePolicyStatuses]),
        ),
      )
      .returning({ id: insurancePolicies.id })
    if (changed.length === 0) throw staleVersion()
    await recordAudit(tx, {
      actorUserId: viewer.userId,
      action: 'insurance.policy_cancelled',
      entityType: 'credit_application',
      entityId: policy.application.id,
      data: { policyId, reason: request.reason },
    })
  })
  return loadPolicy(db, policyId, viewer)
}
