import { inArray, sql } from 'drizzle-orm'
import type { CreditProduct, DelinquencyPolicy } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { recordAudits, type AuditEvent } from '../audit'
import { applicationDirectory } from '../credit-applications'
import {
  accrualChangeEvent,
  delinquencyPolicyOf,
  judged,
  standingChanged,
  standingOf,
  type Replay,
} from './loan-delinquency'
import type { LoanRow } from './loan-record'
import { postReclassification } from './loan-journal'
import { loans } from './loan-servicing.schema'

/*
 * refreshDelinquency (loan-delinquency.ts) for a batch of the end of day (issue 33): the same standing
 * (standingOf) and the same audited transitions, in a handful of statements for the whole batch instead of
 * three to five per loan: the loans' products in one read, each product's policy once, the changed standings
 * in one update and their audit events in one insert.
 */

/** Stores the standing on each replay's date of the loans given, as refreshDelinquency does one by one. */
export async function refreshDelinquencies(db: Executor, batch: Array<{ loan: LoanRow; replay: Replay }>) {
  const judgedLoans = batch.filter(({ loan, replay }) => judged(loan, replay))
  if (judgedLoans.length === 0) return
  const products = await db
    .select({ id: applicationDirectory.id, product: applicationDirectory.product })
    .from(applicationDirectory)
    .where(
      inArray(
        applicationDirectory.id,
        judgedLoans.map(({ loan }) => loan.applicationId),
      ),
    )
  const productOf = new Map(products.map((row) => [row.id, row.product as CreditProduct]))
  const policies = new Map<CreditProduct, DelinquencyPolicy>()
  for (const product of new Set(productOf.values()))
    policies.set(product, await delinquencyPolicyOf(db, product))
  const changed: Array<{ loan: LoanRow; replay: Replay; next: ReturnType<typeof standingOf> }> = []
  for (const { loan, replay } of judgedLoans) {
    const next = standingOf(loan, replay, policies.get(productOf.get(loan.applicationId)!)!)
    if (standingChanged(loan, next)) changed.push({ loan, replay, next })
  }
  if (changed.length === 0) return
  await db.execute(sql`
    update ${loans} set accrual_status = r.accrual_status, non_accrual_since = r.non_accrual_since,
      suspended_interest_cents = r.suspended_interest_cents
    from unnest(${sqlArray(changed.map(({ loan }) => loan.id))}::int[],
                ${sqlArray(changed.map(({ next }) => next.accrualStatus))}::text[],
                ${sqlArray(changed.map(({ next }) => next.nonAccrualSince))}::date[],
                ${sqlArray(changed.map(({ next }) => next.suspendedInterestCents))}::bigint[])
      as r(id, accrual_status, non_accrual_since, suspended_interest_cents)
    where loans.id = r.id`)
  const events: AuditEvent[] = changed
    .filter(({ loan, next }) => next.accrualStatus !== loan.accrualStatus)
    .map(({ loan, replay, next }) => accrualChangeEvent(loan, replay, next))
  await recordAudits(db, events)
  // Issue 34: each loan entering or leaving non-accrual moves its principal between the portfolios.
  for (const { loan, replay, next } of changed)
    if (next.accrualStatus !== loan.accrualStatus)
      await postReclassification(
        db,
        {
          loanId: loan.id,
          product: productOf.get(loan.applicationId)!,
          businessDate: replay.state.asOf,
          createdBy: null,
        },
        next.accrualStatus === 'accruing',
      )
}

/** A PostgreSQL array literal of the values (null kept), bound as one parameter. */
export const sqlArray = (values: ReadonlyArray<string | number | null>) =>
  `{${values.map((value) => (value === null ? 'NULL' : `"${value}"`)).join(',')}}`
