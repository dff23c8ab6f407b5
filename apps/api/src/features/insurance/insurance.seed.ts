import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { insurerIds, POLICY_BENEFICIARY, QUOTE_VALID_DAYS, type QuoteOptions } from '@mesa/contracts'
import type { Database } from '../../db/client'
import { applicationRecords } from '../credit-applications'
import { insurancePolicies, insuranceQuotes } from './insurance.schema'
import type { ApplicationRow } from '../credit-applications'
import { allProviders, providerOf } from './insurer-providers'
import { quoteSubjectOf } from './application-quotes'

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** A term whose end falls `days` from now: the demo's expiring policies. */
function termEndingIn(days: number, now: Date) {
  const start = new Date(now.getTime() + days * DAY)
  start.setUTCFullYear(start.getUTCFullYear() - 1)
  return start.toISOString().slice(0, 10)
}

/** The demo's special policies by position among the active loans: one cancelled, four expiring soon. */
const specialTerms: Record<number, number | 'cancelled'> = { 0: 'cancelled', 1: 12, 2: 25, 3: 40, 4: 55 }

async function quoteAll(db: Database, row: ApplicationRow, options: QuoteOptions, createdAt: Date) {
  const subject = quoteSubjectOf(row)
  const input = { ...subject, options, asOfYear: createdAt.getUTCFullYear() }
  const answers = await Promise.all(allProviders().map((provider) => provider.quote(input)))
  return db
    .insert(insuranceQuotes)
    .values(
      answers.map((priced, index) => ({
        applicationId: row.id,
        insurer: insurerIds[index]!,
        options,
        vehicle: subject.vehicle,
        postalCode: subject.postalCode,
        zone: priced.zone,
        asOfYear: input.asOfYear,
        premium: priced.premium,
        coverages: priced.coverages,
        sandbox: true,
        validUntil: new Date(createdAt.getTime() + QUOTE_VALID_DAYS * DAY),
        createdAt,
      })),
    )
    .returning({ id: insuranceQuotes.id, insurer: insuranceQuotes.insurer, premium: insuranceQuotes.premium })
}

/**
 * Quotes and policies of the demo (issue 15), deterministic by application id and idempotent (an
 * application with quotes is left alone): every active loan has four quotes and an issued policy (one
 * cancelled, four ending within 30 or 60 days); every other application in póliza has open quotes.
 */
export async function seedInsurance(db: Database, now = new Date()) {
  const rows = await db
    .select()
    .from(applicationRecords)
    .where(
      and(
        inArray(applicationRecords.stage, ['poliza', 'activo']),
        sql`not exists (select 1 from ${insuranceQuotes} where ${insuranceQuotes.applicationId} = ${applicationRecords.id})`,
      ),
    )
    .orderBy(asc(applicationRecords.id))
  let activeIndex = 0
  for (const row of rows) {
    if (!(row.address as { postalCode?: string } | null)?.postalCode) continue
    const options: QuoteOptions = {
      package: row.id % 5 === 0 ? 'limitada' : 'amplia',
      deductibleLevel: row.id % 3 === 0 ? 'alto' : 'bajo',
      paymentFrequency: row.id % 2 === 0 ? 'mensual' : 'anual',
    }
    if (row.stage === 'poliza') {
      // By id, not position: a second run skips the same ones again.
      if (row.id % 2 === 1) await quoteAll(db, row, options, new Date(now.getTime() - 6 * HOUR))
      continue
    }
    const createdAt = new Date(row.stageEnteredAt.getTime() - DAY)
    const quotes = await quoteAll(db, row, options, createdAt)
    const chosen = quotes[row.id % quotes.length]!
    const boundAt = new Date(createdAt.getTime() + 2 * HOUR)
    const special = specialTerms[activeIndex++]
    const termStart =
      typeof special === 'number' ? termEndingIn(special, now) : boundAt.toISOString().slice(0, 10)
    await db.update(insuranceQuotes).set({ boundAt }).where(eq(insuranceQuotes.id, chosen.id))
    const [policy] = await db
      .insert(insurancePolicies)
      .values({
        applicationId: row.id,
        quoteId: chosen.id,
        insurer: chosen.insurer,
        beneficiary: POLICY_BENEFICIARY,
        boundAt,
        boundByUserId: row.ownerUserId,
      })
      .returning({ id: insurancePolicies.id })
    const issued = await providerOf(chosen.insurer).issue({
      ...quoteSubjectOf(row),
      options,
      asOfYear: createdAt.getUTCFullYear(),
      premium: chosen.premium,
      sequence: policy!.id,
      termStart,
    })
    await db
      .update(insurancePolicies)
      .set({
        ...issued,
        status: special === 'cancelled' ? 'cancelled' : 'in_force',
        issuedAt: new Date(boundAt.getTime() + HOUR),
        ...(special === 'cancelled' && {
          cancelledAt: new Date(boundAt.getTime() + 5 * DAY),
          cancelReason: 'El cliente contrató la póliza por su cuenta con endoso preferente',
        }),
      })
      .where(eq(insurancePolicies.id, policy!.id))
  }
}
