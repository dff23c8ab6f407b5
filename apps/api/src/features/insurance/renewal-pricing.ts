import { and, desc, eq, inArray } from 'drizzle-orm'
import { livePolicyStatuses, type InsurerId } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { insurancePolicies, insuranceQuotes } from './insurance.schema'
import { providerOf } from './insurer-providers'
import type { QuoteInput } from './pricing'

/**
 * Issue 33: the premium of each renewal a financed loan will need (docs/domain.md "Financed insurance"): the
 * live policy's insurer quotes the same vehicle, postal code and options for the calendar year each renewal
 * term starts, so the tariff's age factor is the vehicle's age at that renewal (as the portfolio's renewal
 * quotes price the year the expiring policy ends). The total with IVA and fees, as the first premium. An
 * application without a live policy has none to reprice (empty list).
 */
export async function renewalPremiumsOf(
  db: Executor,
  applicationId: number,
  renewalStarts: readonly string[],
): Promise<number[]> {
  if (renewalStarts.length === 0) return []
  const [bound] = await db
    .select({
      insurer: insuranceQuotes.insurer,
      vehicle: insuranceQuotes.vehicle,
      postalCode: insuranceQuotes.postalCode,
      options: insuranceQuotes.options,
    })
    .from(insurancePolicies)
    .innerJoin(insuranceQuotes, eq(insuranceQuotes.id, insurancePolicies.quoteId))
    .where(
      and(
        eq(insurancePolicies.applicationId, applicationId),
        inArray(insurancePolicies.status, [...livePolicyStatuses]),
      ),
    )
    .orderBy(desc(insurancePolicies.id))
    .limit(1)
  return bound ? renewalPremiumsFor(bound, renewalStarts) : []
}

/** The bound quote's insurer pricing its vehicle, place and options in each renewal's starting year. */
export async function renewalPremiumsFor(
  bound: { insurer: InsurerId } & Omit<QuoteInput, 'asOfYear'>,
  renewalStarts: readonly string[],
): Promise<number[]> {
  const provider = providerOf(bound.insurer)
  const premiums: number[] = []
  for (const start of renewalStarts) {
    const priced = await provider.quote({
      vehicle: bound.vehicle,
      postalCode: bound.postalCode,
      options: bound.options,
      asOfYear: Number(start.slice(0, 4)),
    })
    premiums.push(priced.premium.totalCents)
  }
  return premiums
}
