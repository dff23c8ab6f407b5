import { and, desc, eq, sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { creditProducts, defaultDelinquencyPolicy, type DelinquencyPolicy } from '@mesa/contracts'
import { creditPolicyVersions, loanDayFigures, loanSettledFigures, loans } from '../../src/db/schema'
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

/** The loan's settled figures (null: none recorded). */
export async function settledFigures(t: TestApp, loanId: number) {
  const [row] = await t.database.db
    .select({
      fromDay: loanSettledFigures.fromDay,
      principalCents: loanSettledFigures.principalCents,
      pastDue: loanSettledFigures.pastDue,
      interestCents: loanSettledFigures.interestCents,
      unappliedCents: loanSettledFigures.unappliedCents,
      feeCents: loanSettledFigures.feeCents,
    })
    .from(loanSettledFigures)
    .where(eq(loanSettledFigures.loanId, loanId))
  return row ?? null
}

/**
 * `count` copies of a settled loan straight in the tables (its application, the loan, its installments and its
 * payments not reversed), without settled figures: as loans paid off before those figures were recorded.
 */
export async function cloneSettledLoan(t: TestApp, loanId: number, count: number) {
  const db = t.database.db
  await db.execute(sql`
    insert into credit_applications (product, stage, ally_id, applicant_name, curp, rfc, mobile_phone,
      requested_amount_cents, applicant, product_data)
    select a.product, a.stage, a.ally_id, a.applicant_name, 'CLON' || ${loanId}::text || '-' || g::text, a.rfc,
      a.mobile_phone, a.requested_amount_cents, a.applicant, a.product_data
    from credit_applications a join loans l on l.application_id = a.id, generate_series(1, ${count}::int) g
    where l.id = ${loanId}`)
  const copies = await db.execute(sql`
    insert into loans (application_id, principal_cents, annual_rate_bps, term_months, disbursed_on, day_count,
      status, paid_off_on, balance_cents, next_due_date, next_due_cents, figures_on, written_off_on,
      written_off_cents, write_off_reason)
    select a.id, l.principal_cents, l.annual_rate_bps, l.term_months, l.disbursed_on, l.day_count, l.status,
      l.paid_off_on, l.balance_cents, l.next_due_date, l.next_due_cents, l.figures_on, l.written_off_on,
      l.written_off_cents, l.write_off_reason
    from loans l, credit_applications a where l.id = ${loanId} and a.curp like ${`CLON${loanId}-%`}
    returning id`)
  await db.execute(sql`
    insert into loan_installments (loan_id, n, due_date, principal_cents, interest_cents, iva_cents,
      insurance_cents, version, period_start)
    select c.id, i.n, i.due_date, i.principal_cents, i.interest_cents, i.iva_cents, i.insurance_cents, i.version,
      i.period_start
    from loan_installments i, loans c join credit_applications a on a.id = c.application_id
    where i.loan_id = ${loanId} and a.curp like ${`CLON${loanId}-%`}`)
  await db.execute(sql`
    insert into loan_payments (loan_id, amount_cents, paid_on, method, prepayment_choice)
    select c.id, p.amount_cents, p.paid_on, p.method, p.prepayment_choice
    from loan_payments p, loans c join credit_applications a on a.id = c.application_id
    where p.loan_id = ${loanId} and p.reversed_at is null and a.curp like ${`CLON${loanId}-%`}`)
  return (copies as unknown as { rows: unknown[] }).rows.length
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
