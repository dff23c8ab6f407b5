import { and, desc, eq } from 'drizzle-orm'
import {
  fieldError,
  QUOTE_VALID_DAYS,
  type ApplicationQuotes,
  type InsuredVehicle,
  type Quote,
  type QuoteOptions,
} from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { insuranceQuotes } from './insurance.schema'
import { badRequest } from '../../lib/http-errors'
import { recordAudit } from '../audit'
import type { ApplicationRow } from '../credit-applications'
import { selectQuotes, toQuote } from './insurance-rows'
import type { QuoteInput } from './pricing'
import { allProviders } from './insurer-providers'

const DAY_MS = 86_400_000

/** The insured vehicle and where it sleeps, read from the application (product and address sections). */
export function quoteSubjectOf(row: ApplicationRow): Pick<QuoteInput, 'vehicle' | 'postalCode'> {
  const { vehicle, postalCode } = insuredApplication(row)
  if (!postalCode) throw badRequest({ 'address.postalCode': [fieldError('required')] })
  return { vehicle, postalCode }
}

/** The application as the quote screen shows it (no postal code yet: it cannot be quoted). */
export function insuredApplication(row: ApplicationRow): ApplicationQuotes['application'] {
  const { vehicle } = row.productData as {
    vehicle: Omit<InsuredVehicle, 'valueCents'> & { priceCents: number }
  }
  return {
    id: row.id,
    folio: row.folio,
    product: row.product,
    applicantName: row.applicantName,
    stage: row.stage,
    vehicle: {
      make: vehicle.make,
      model: vehicle.model,
      version: vehicle.version ?? '',
      year: vehicle.year,
      vin: vehicle.vin ?? '',
      valueCents: vehicle.priceCents,
    },
    postalCode: (row.address as { postalCode?: string } | null)?.postalCode ?? null,
  }
}

/**
 * Asks every insurer for a quote on the same input and keeps each answer with its inputs and validity
 * (QUOTE_VALID_DAYS); a renewal quote names the policy it would renew.
 */
export async function quoteEveryInsurer(
  db: Database,
  row: ApplicationRow,
  actorUserId: number | null,
  input: QuoteInput,
  { now = new Date(), renewalOfPolicyId = null }: { now?: Date; renewalOfPolicyId?: number | null } = {},
): Promise<Quote[]> {
  const answers = await Promise.all(
    allProviders().map(async (provider) => ({ provider, priced: await provider.quote(input) })),
  )
  const ids = await db.transaction(async (tx) => {
    const created = await tx
      .insert(insuranceQuotes)
      .values(
        answers.map(({ provider, priced }) => ({
          applicationId: row.id,
          insurer: provider.id,
          options: input.options,
          vehicle: input.vehicle,
          postalCode: input.postalCode,
          zone: priced.zone,
          asOfYear: input.asOfYear,
          premium: priced.premium,
          coverages: priced.coverages,
          sandbox: provider.sandbox,
          validUntil: new Date(now.getTime() + QUOTE_VALID_DAYS * DAY_MS),
          renewalOfPolicyId,
          createdByUserId: actorUserId,
          createdAt: now,
        })),
      )
      .returning({ id: insuranceQuotes.id })
    await recordAudit(tx, {
      actorUserId,
      action: renewalOfPolicyId ? 'insurance.renewal_quoted' : 'insurance.quoted',
      entityType: 'credit_application',
      entityId: row.id,
      data: { quoteIds: created.map((quote) => quote.id), options: input.options, renewalOfPolicyId },
    })
    return created.map((quote) => quote.id)
  })
  const quotes = await listQuotesOfApplication(db, row.id, now)
  return quotes.filter((quote) => ids.includes(quote.id))
}

export async function quoteApplication(
  db: Database,
  row: ApplicationRow,
  actorUserId: number,
  options: QuoteOptions,
  now = new Date(),
) {
  const input = { ...quoteSubjectOf(row), options, asOfYear: now.getUTCFullYear() }
  return quoteEveryInsurer(db, row, actorUserId, input, { now })
}

/** Every quote of the application, newest first. */
export async function listQuotesOfApplication(db: Executor, applicationId: number, now = new Date()) {
  const rows = await selectQuotes(db)
    .where(and(eq(insuranceQuotes.applicationId, applicationId)))
    .orderBy(desc(insuranceQuotes.createdAt), insuranceQuotes.id)
  return rows.map((row) => toQuote(row, now))
}
