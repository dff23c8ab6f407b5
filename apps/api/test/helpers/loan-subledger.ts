import { and, desc, eq, sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { creditProducts, defaultDelinquencyPolicy, type DelinquencyPolicy } from '@mesa/contracts'
import { creditPolicyVersions, loanDayFigures, loans } from '../../src/db/schema'
import { loanSubledgerTotals } from '../../src/features/loan-servicing/loan-subledger'
import type { TestApp } from './test-app'

/*
 * The loans' sub-ledger two ways (issue 34, docs/accounting.md "The loans' sub-ledger"): from the figures the end
 * of day stored (a closed day) and by replaying every loan. The tests assert they always agree.
 */

/** Both ways as of `day`, asserted equal slot by slot; answers the totals. */
export async function bothWays(t: TestApp, day: string) {
  const stored = await loanSubledgerTotals(t.database.db, day)
  const replayed = await loanSubledgerTotals(t.database.db, day, { replayAll: true })
  expect(stored, `the sub-ledger as of ${day}`).toEqual(replayed)
  return stored
}

/** Every day from `from` to `to`, both ways. */
export async function bothWaysBetween(t: TestApp, from: string, to: string) {
  for (let day = from; day <= to; day = nextDay(day)) await bothWays(t, day)
}

export const nextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}

/** The loan's stored figures of a day (null: not recorded or forgotten). */
export async function storedFigures(t: TestApp, loanId: number, day: string) {
  const [row] = await t.database.db
    .select({
      principalCents: loanDayFigures.subledgerPrincipalCents,
      pastDue: loanDayFigures.subledgerPastDue,
      interestReceivableCents: loanDayFigures.subledgerInterestCents,
      creditBalanceCents: loanDayFigures.subledgerCreditCents,
      openingFeeDeferredCents: loanDayFigures.subledgerFeeCents,
    })
    .from(loanDayFigures)
    .where(and(eq(loanDayFigures.loanId, loanId), eq(loanDayFigures.on, day)))
  return row?.principalCents === null ? null : (row ?? null)
}

/** How many loans have true stored figures for the day. */
export async function storedCount(t: TestApp, day: string) {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(loanDayFigures)
    .where(and(eq(loanDayFigures.on, day), sql`${loanDayFigures.subledgerPrincipalCents} is not null`))
  return row!.n
}

export async function loanIdOf(t: TestApp, applicationId: number) {
  const [row] = await t.database.db
    .select({ id: loans.id })
    .from(loans)
    .where(eq(loans.applicationId, applicationId))
  return row!.id
}

/** A new credit policy version of every product with these delinquency figures (the provision table kept). */
export async function setDelinquency(
  t: TestApp,
  figures: Pick<DelinquencyPolicy, 'nonAccrualDays' | 'sustainedPayments'>,
) {
  const db = t.database.db
  for (const product of creditProducts) {
    const [newest] = await db
      .select()
      .from(creditPolicyVersions)
      .where(eq(creditPolicyVersions.product, product))
      .orderBy(desc(creditPolicyVersions.version))
      .limit(1)
    if (!newest) continue
    const delinquency = newest.terms.delinquency
    await db.insert(creditPolicyVersions).values({
      product,
      version: newest.version + 1,
      terms: { ...newest.terms, delinquency: { ...(delinquency ?? defaultDelinquencyPolicy), ...figures } },
    })
  }
}
