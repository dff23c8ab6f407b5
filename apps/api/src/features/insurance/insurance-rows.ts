import { eq, sql } from 'drizzle-orm'
import type { Policy, PolicyLink, Quote } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { applicationDirectory as applications } from '../credit-applications'
import { insurancePolicies, insuranceQuotes } from './insurance.schema'
import { POLICY_BENEFICIARY } from '@mesa/contracts'

/** The application a quote or policy belongs to, as both answers name it. */
const applicationRef = {
  folio: applications.folio,
  product: applications.product,
  applicantName: applications.applicantName,
}

/** Quotes with their application; the caller adds the row scope and the order. */
export const selectQuotes = (db: Executor) =>
  db
    .select({ quote: insuranceQuotes, ...applicationRef })
    .from(insuranceQuotes)
    .innerJoin(applications, eq(applications.id, insuranceQuotes.applicationId))

type QuoteRow = Awaited<ReturnType<typeof selectQuotes>>[number]

export function toQuote({ quote, folio, product, applicantName }: QuoteRow, now = new Date()): Quote {
  return {
    id: quote.id,
    application: { id: quote.applicationId, folio, product, applicantName },
    insurer: quote.insurer,
    options: quote.options,
    vehicle: quote.vehicle,
    postalCode: quote.postalCode,
    zone: quote.zone,
    premium: quote.premium,
    coverages: quote.coverages,
    sandbox: quote.sandbox,
    status: quote.boundAt ? 'bound' : quote.validUntil.getTime() <= now.getTime() ? 'expired' : 'open',
    validUntil: quote.validUntil.toISOString(),
    renewalOfPolicyId: quote.renewalOfPolicyId,
    createdAt: quote.createdAt.toISOString(),
  }
}

/**
 * The renewal chain around a policy: the policy its quote was asked to renew, and the live or renewed policy
 * bound from a renewal quote of this one (written out: table names, as the subqueries see them).
 */
const renewalLinks = {
  renews: sql<PolicyLink | null>`(select json_build_object('id', p.id, 'policyNumber', p.policy_number)
    from insurance_policies p where p.id = insurance_quotes.renewal_of_policy_id)`,
  renewedBy: sql<PolicyLink | null>`(select json_build_object('id', n.id, 'policyNumber', n.policy_number)
    from insurance_policies n join insurance_quotes nq on nq.id = n.quote_id
    where nq.renewal_of_policy_id = insurance_policies.id and n.status <> 'cancelled'
    order by n.id desc limit 1)`,
}

/** Policies with the quote they were bound from, their application and their renewal chain. */
export const selectPolicies = (db: Executor) =>
  db
    .select({ policy: insurancePolicies, quote: insuranceQuotes, ...applicationRef, ...renewalLinks })
    .from(insurancePolicies)
    .innerJoin(insuranceQuotes, eq(insuranceQuotes.id, insurancePolicies.quoteId))
    .innerJoin(applications, eq(applications.id, insurancePolicies.applicationId))

type PolicyRow = Awaited<ReturnType<typeof selectPolicies>>[number]

export function toPolicy({
  policy,
  quote,
  folio,
  product,
  applicantName,
  renews,
  renewedBy,
}: PolicyRow): Policy {
  return {
    id: policy.id,
    quoteId: policy.quoteId,
    application: { id: policy.applicationId, folio, product, applicantName },
    insurer: policy.insurer,
    status: policy.status,
    policyNumber: policy.policyNumber,
    termStart: policy.termStart,
    termEnd: policy.termEnd,
    options: quote.options,
    premium: quote.premium,
    coverages: quote.coverages,
    vehicle: quote.vehicle,
    beneficiary: policy.beneficiary || POLICY_BENEFICIARY,
    sandbox: quote.sandbox,
    boundAt: policy.boundAt.toISOString(),
    issuedAt: policy.issuedAt?.toISOString() ?? null,
    cancelledAt: policy.cancelledAt?.toISOString() ?? null,
    cancelReason: policy.cancelReason,
    renews,
    renewedBy,
    version: policy.version,
  }
}
