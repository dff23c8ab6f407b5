import { and, desc, eq, isNull } from 'drizzle-orm'
import {
  fieldError,
  type Authorisation,
  periodicitiesOf,
  termShapeOf,
  type AuthorisationRequest,
  type AuthorisationResponse,
  type QuoteFigures,
} from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { userDirectory } from '../users'
import { badRequest, conflict, forbidden, staleVersion } from '../../lib/http-errors'
import { quoteLoan, type LoanQuote } from '../../lending'
import { recordDutyAct } from '../approvals'
import type { ApplicationRow } from '../credit-applications'
import { decisionOf } from './committee'
import { listConditions, pendingConditionCount } from './conditions'
import { termsOfRow } from './authorised-terms'
import { loanTermsOf } from './loan-terms'
import { termAuthorisations, voidedDecisions } from './credit-decision.schema'
import { announceTermsAuthorised } from './authorisation-hooks'
import { lockInStage, recordDecisionChange, refuse } from './decision-change'
import { voidIfStale } from './decision-basis'
import { authorityLimitOf, policyInForce } from './policy-rules'
import { originationOf, scoreRefusal } from './score-rule'
import { committeeBoundRefusal, vehicleBoundRefusal } from './terms-bounds'
import { termsOutsidePolicy } from './terms-policy'

type TermRow = typeof termAuthorisations.$inferSelect

export function quoteFiguresOf(quote: LoanQuote): QuoteFigures {
  const { schedule: _schedule, ...figures } = quote
  return figures
}

const toAuthorisation = (row: TermRow, authorisedByName: string | null): Authorisation => ({
  ...termsOfRow(row),
  id: row.id,
  authorisedByName,
  supersededAt: row.supersededAt?.toISOString() ?? null,
  quote: row.quote,
})

/** Every authorisation of an application, the one in force first, then the superseded ones newest first. */
export async function authorisationsOf(db: Executor, applicationId: number) {
  const rows = await db
    .select({ terms: termAuthorisations, name: userDirectory.fullName })
    .from(termAuthorisations)
    .leftJoin(userDirectory, eq(userDirectory.id, termAuthorisations.authorisedByUserId))
    .where(eq(termAuthorisations.applicationId, applicationId))
    .orderBy(desc(termAuthorisations.authorisedAt), desc(termAuthorisations.id))
  const all = rows.map(({ terms, name }) => toAuthorisation(terms, name))
  return {
    current: all.find((terms) => terms.supersededAt === null) ?? null,
    history: all.filter((terms) => terms.supersededAt !== null),
  }
}

export async function authorisationView(
  db: Executor,
  application: ApplicationRow,
  roleName: string,
): Promise<AuthorisationResponse> {
  const [{ current, history }, policy, conditionsPending] = await Promise.all([
    authorisationsOf(db, application.id),
    policyInForce(db, application.product),
    pendingConditionCount(db, application.id),
  ])
  return {
    current,
    schedule: current ? quoteLoan(loanTermsOf(current)).schedule : [],
    history,
    myLimitCents: authorityLimitOf(policy, roleName),
    conditionsPending,
    periodicities: periodicitiesOf(policy.terms),
  }
}

/**
 * The authoriser signs off the final terms: in autorización, after a decision that approved, with every
 * condition met, within the policy in force and within the caller's authority limit. It supersedes the terms
 * in force (kept as history). The application row is locked so two authorisers cannot both supersede one.
 */
export async function authoriseTerms(
  db: Database,
  application: ApplicationRow,
  caller: { userId: number; roleName: string },
  request: AuthorisationRequest,
) {
  // Issue 33: the term settled once (periodicity, payments, span in months), checked and stored as such.
  const { termMonths: _requested, periodicity: _p, termPeriods: _n, ...rest } = request
  const body = { ...rest, ...termShapeOf(request) }
  // A decision whose file changed since it was taken is voided first (kept even when this call is refused).
  await db.transaction(async (tx) => {
    const row = await lockInStage(tx, application.id, 'autorizacion')
    await voidIfStale(tx, row, caller.userId)
  })
  await db.transaction(async (tx) => {
    const row = await lockInStage(tx, application.id, 'autorizacion')
    const decision = await decisionOf(tx, row.id)
    if (!decision) {
      const [voided] = await tx
        .select({ changed: voidedDecisions.changed })
        .from(voidedDecisions)
        .where(eq(voidedDecisions.applicationId, row.id))
        .orderBy(desc(voidedDecisions.voidedAt))
        .limit(1)
      if (voided)
        throw conflict(
          'decision_voided',
          `The committee's decision was voided by a change of ${voided.changed.join(', ')}; it must vote again`,
          { decision: voided.changed.map((part) => fieldError('decision_voided', part)) },
        )
      throw refuse('not_decided', 'The committee has not decided', 'decision')
    }
    if (decision.outcome === 'rejected')
      throw refuse('decision_rejected', 'The committee rejected it', 'decision')
    if ((await pendingConditionCount(tx, row.id)) > 0)
      throw refuse('conditions_pending', 'Every condition of the committee must be met first', 'conditions')
    const { current } = await authorisationsOf(tx, row.id)
    if ((current?.id ?? null) !== body.supersedes) throw staleVersion()
    const policy = await policyInForce(tx, row.product)
    const binding = decision.outcome === 'approved_with_conditions' ? await listConditions(tx, row.id) : []
    const outside = await termsOutsidePolicy(tx, row, policy, body, binding)
    if (Object.keys(outside).length > 0) throw badRequest(outside, 'The terms lie outside the credit policy')
    const limit = authorityLimitOf(policy, caller.roleName)
    if (limit === null || body.amountCents > limit)
      throw forbidden(
        'exceeds_authority',
        limit === null
          ? `The role ${caller.roleName} has no authority limit in the policy`
          : `The amount exceeds your authority limit of ${limit} centavos`,
      )
    // Issue 30: within the vehicle's price, within what the committee approved, and the minimum BC Score.
    const bound = vehicleBoundRefusal(row, policy, body) ?? committeeBoundRefusal(decision, body)
    if (bound) throw bound
    const scoreRule = await scoreRefusal(tx, row, policy)
    if (scoreRule) throw scoreRule
    const quote = quoteFiguresOf(quoteLoan(loanTermsOf(body)))
    const now = new Date()
    await tx
      .update(termAuthorisations)
      .set({ supersededAt: now })
      .where(and(eq(termAuthorisations.applicationId, row.id), isNull(termAuthorisations.supersededAt)))
    const { supersedes: _supersedes, ...terms } = body
    const [saved] = await tx
      .insert(termAuthorisations)
      .values({
        ...terms,
        openingFeeTreatment: originationOf(policy).openingFeeTreatment,
        applicationId: row.id,
        policyVersionId: policy.id,
        quote,
        authorisedByUserId: caller.userId,
        authorisedAt: now,
      })
      .returning({ id: termAuthorisations.id })
    await recordDecisionChange(tx, row, caller.userId, 'credit_decision.terms_authorised', {
      authorisationId: saved!.id,
      supersedes: body.supersedes,
      ...terms,
      policyVersionId: policy.id,
      paymentCents: quote.paymentCents,
      catPct: quote.catPct,
    })
    // Separation of duties (issue 30): whoever authorises may not disburse (authorise ↔ disburse).
    await recordDutyAct(tx, {
      scopeType: 'credit_application',
      scopeId: row.id,
      act: 'authorise',
      userId: caller.userId,
    })
    await announceTermsAuthorised(tx, {
      application: row,
      authorisationId: saved!.id,
      supersededId: body.supersedes,
      actorUserId: caller.userId,
    })
  })
}
