import { eq } from 'drizzle-orm'
import type { Policy, Quote } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { creditApplications as applications, insurancePolicies, insuranceQuotes } from '../../db/schema'
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

/** Policies with the quote they were bound from and their application. */
export const selectPolicies = (db: Executor) =>
  db
    .select({ policy: insurancePolicies, quote: insuranceQuotes, ...applicationRef })
    .from(insurancePolicies)
    .innerJoin(insuranceQuotes, eq(insuranceQuotes.id, insurancePolicies.quoteId))
    .innerJoin(applications, eq(applications.id, insurancePolicies.applicationId))

type PolicyRow = Awaited<ReturnType<typeof selectPolicies>>[number]

export function toPolicy({ policy, quote, folio, product, applicantName }: PolicyRow): Policy {
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
    version: policy.version,
  }
}
