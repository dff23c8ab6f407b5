import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { insurancePolicies, insuranceQuotes } from './insurance.schema'
import { conflict, emptyNotFound } from '../../lib/http-errors'
import { recordAudit } from '../audit'
import { visibleInDirectory } from '../credit-applications'
import type { Viewer } from '../allies'
import { selectQuotes } from './insurance-rows'
import { providerOf } from './insurer-providers'
import { alreadyBound, insertBoundPolicy, loadPolicy, rethrowSecondBind, wrongStatus } from './policies'

/**
 * Binds a renewal quote: the insurer issues the new policy at once, its term starting the day the expiring
 * policy ends, and the expiring policy is marked renewed. All in one transaction, the insurer's call
 * included, so the old policy is never marked renewed without its successor (nor the other way round); of
 * two concurrent renewals of the same policy the conditional update lets one through, the other is a 409.
 */
export async function bindRenewal(db: Database, quoteId: number, viewer: Viewer, now = new Date()) {
  const [row] = await selectQuotes(db).where(and(eq(insuranceQuotes.id, quoteId), visibleInDirectory(viewer)))
  if (!row) throw emptyNotFound()
  const { quote } = row
  if (quote.renewalOfPolicyId === null) throw wrongStatus()
  if (quote.boundAt) throw alreadyBound()
  if (quote.validUntil.getTime() <= now.getTime())
    throw conflict('quote_expired', 'The quote expired; quote again.')
  const expiring = await loadPolicy(db, quote.renewalOfPolicyId, viewer)
  if (expiring.status !== 'in_force' || !expiring.termEnd) throw wrongStatus()
  const termStart = expiring.termEnd
  try {
    const policyId = await db.transaction(async (tx) => {
      const renewed = await tx
        .update(insurancePolicies)
        .set({ status: 'renewed', version: expiring.version + 1 })
        .where(
          and(
            eq(insurancePolicies.id, expiring.id),
            eq(insurancePolicies.status, 'in_force'),
            eq(insurancePolicies.version, expiring.version),
          ),
        )
        .returning({ id: insurancePolicies.id })
      if (renewed.length === 0) throw alreadyBound()
      const created = await insertBoundPolicy(tx, quote, viewer, now)
      const issued = await providerOf(quote.insurer).issue({
        vehicle: quote.vehicle,
        postalCode: quote.postalCode,
        options: quote.options,
        asOfYear: quote.asOfYear,
        premium: quote.premium,
        sequence: created.id,
        termStart,
      })
      await tx
        .update(insurancePolicies)
        .set({ status: 'in_force', ...issued, issuedAt: now })
        .where(eq(insurancePolicies.id, created.id))
      await recordAudit(tx, {
        actorUserId: viewer.userId,
        action: 'insurance.policy_renewed',
        entityType: 'credit_application',
        entityId: quote.applicationId,
        data: {
          policyId: created.id,
          renewedPolicyId: expiring.id,
          quoteId: quote.id,
          insurer: quote.insurer,
          policyNumber: issued.policyNumber,
          termStart: issued.termStart,
          termEnd: issued.termEnd,
        },
      })
      return created.id
    })
    return loadPolicy(db, policyId, viewer)
  } catch (error) {
    rethrowSecondBind(error)
  }
}
