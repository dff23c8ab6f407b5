import { inArray, lte, sql } from 'drizzle-orm'
import type { PostingSlot } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { journalVersionOf, registerSubledger } from '../accounting'
import { businessDateOf } from '../business-date'
import { loanDayFigures, loanSettledFigures } from './loan-day-figures.schema'
import { ledgersOf, rowsOf } from './loan-ledgers'
import type { LoanRow } from './loan-record'
import {
  closingOn,
  loanSubledgerOn,
  subledgerFactsOf,
  type LoanSubledgerFigures,
} from './loan-subledger-figures'
import { subledgerGeneration } from './loan-subledger-stale'
import { loanCreditMovements, loanScheduleVersions, loans } from './loan-servicing.schema'

/*
 * The loans' sub-ledger for the books' reconciliation (issue 34, docs/accounting.md "Money events"): every loan
 * disbursed by the day, its part at the close of the day (loan-subledger-figures.ts), summed per control slot
 * (in the slot's debit − credit sign). Loan servicing registers it with the accounting feature at start, so
 * accounting never imports loan servicing (the doors stay acyclic).
 * - A closed business day (before the business date): one statement sums the figures the end of day stored for
 *   the loans whose row of that day is still true (loan_day_figures, loan-subledger-stale.ts) and the settled
 *   loans' fixed figures (paid off or written off by the day: loan_settled_figures, loan-settled-figures.ts)
 *   less their credit movements by the day, and names the others (opened later with an earlier date, changed
 *   since, settled without their figures yet), which are replayed.
 * - Today, a future day: every loan is replayed.
 * Replayed loans are read LOANS_A_READ at a time, in seven statements each time, never one loan at a time.
 */
const controlSlots = [
  'portfolio.current',
  'portfolio.pastDue',
  'interest.receivable',
  'customer.creditBalance',
  'openingFee.deferred',
] as const satisfies readonly PostingSlot[]
type ControlSlot = (typeof controlSlots)[number]
type Totals = Record<ControlSlot, number>

const LOANS_A_READ = 2_000

const zeroTotals = () => Object.fromEntries(controlSlots.map((slot) => [slot, 0])) as Totals

/** A loan's figures into the slots' sums (the credits, the credit balance and the deferred fee, negative). */
function add(totals: Totals, figures: LoanSubledgerFigures) {
  totals[figures.pastDue ? 'portfolio.pastDue' : 'portfolio.current'] += figures.principalCents
  totals['interest.receivable'] += figures.interestReceivableCents
  totals['customer.creditBalance'] -= figures.creditBalanceCents
  totals['openingFee.deferred'] -= figures.openingFeeDeferredCents
}

/** The loans given, replayed to `asOf`: per LOANS_A_READ loans their rows, ledgers (3) and facts (3). */
async function addReplayed(db: Executor, totals: Totals, loanIds: readonly number[], asOf: string) {
  for (let first = 0; first < loanIds.length; first += LOANS_A_READ) {
    const ids = loanIds.slice(first, first + LOANS_A_READ)
    const rows: LoanRow[] = await db.select().from(loans).where(inArray(loans.id, ids))
    const ledgers = await ledgersOf(db, rows)
    const factsOf = await subledgerFactsOf(db, ids, asOf)
    for (const entry of ledgers.values())
      add(
        totals,
        loanSubledgerOn(
          entry.loan,
          entry,
          asOf,
          closingOn(entry.ledger, entry.payments, asOf),
          factsOf(entry.loan.id),
        ),
      )
  }
}

interface StoredSums {
  loanId: number | null
  current: string | null
  pastDue: string | null
  interest: string | null
  credit: string | null
  fee: string | null
}

/**
 * ONE statement for a closed day: the first row sums the stored figures of the loans with a true row of the
 * day and of the loans settled by the day (their fixed figures, the credit balance less the movements dated by
 * the day and not cancelled, as the replay's facts read them); the next name every other loan disbursed by the
 * day (all read in the statement's one snapshot, so a row forgotten meanwhile is counted once).
 */
async function storedOn(db: Executor, asOf: string) {
  const result = rowsOf<StoredSums>(
    await db.execute(sql`
      with fresh as materialized (
        select loan_id, subledger_principal_cents as principal, subledger_past_due as past_due,
          subledger_interest_cents as interest, subledger_credit_cents as credit, subledger_fee_cents as fee
        from ${loanDayFigures} where "on" = ${asOf}::date and subledger_principal_cents is not null),
      paid_out as (
        select loan_id, sum(amount_cents) as cents from ${loanCreditMovements}
        where "on" <= ${asOf}::date and cancelled_at is null group by loan_id),
      known as materialized (
        select loan_id, principal, past_due, interest, credit, fee from fresh
        union all
        select s.loan_id, s.principal_cents, s.past_due, s.interest_cents,
          s.unapplied_cents - coalesce(p.cents, 0), s.fee_cents
        from ${loanSettledFigures} s left join paid_out p on p.loan_id = s.loan_id
        where s.from_day <= ${asOf}::date and not exists (select 1 from fresh f where f.loan_id = s.loan_id))
      select null::int as "loanId",
        coalesce(sum(principal) filter (where not past_due), 0)::text as current,
        coalesce(sum(principal) filter (where past_due), 0)::text as "pastDue",
        coalesce(sum(interest), 0)::text as interest, coalesce(sum(credit), 0)::text as credit,
        coalesce(sum(fee), 0)::text as fee
      from known
      union all
      select l.id, null, null, null, null, null from ${loans} l
      where l.disbursed_on <= ${asOf}::date and not exists (select 1 from known k where k.loan_id = l.id)`),
  )
  const sums = result.find((row) => row.loanId === null)!
  const totals = zeroTotals()
  totals['portfolio.current'] = Number(sums.current)
  totals['portfolio.pastDue'] = Number(sums.pastDue)
  totals['interest.receivable'] = Number(sums.interest)
  totals['customer.creditBalance'] = 0 - Number(sums.credit)
  totals['openingFee.deferred'] = 0 - Number(sums.fee)
  const replay = result.filter((row) => row.loanId !== null).map((row) => Number(row.loanId))
  return { totals, replay }
}

/**
 * The loans' sub-ledger per control slot at the close of `asOf`. `replayAll` replays every loan even on a
 * closed day (the tests compare both ways; the answers are the same by construction).
 */
export async function loanSubledgerTotals(db: Executor, asOf: string, { replayAll = false } = {}) {
  if (!replayAll && asOf < (await businessDateOf(db))) {
    const { totals, replay } = await storedOn(db, asOf)
    await addReplayed(db, totals, replay, asOf)
    return totals
  }
  const totals = zeroTotals()
  const disbursed = await db.select({ id: loans.id }).from(loans).where(lte(loans.disbursedOn, asOf))
  await addReplayed(
    db,
    totals,
    disbursed.map((row) => row.id),
    asOf,
  )
  return totals
}

/** The newest schedule version of any loan: a restructure changes the loans' history but posts no entry. */
async function latestScheduleVersionOf(db: Executor) {
  const [row] = await db
    .select({ id: sql<string>`coalesce(max(${loanScheduleVersions.id}), 0)` })
    .from(loanScheduleVersions)
  return Number(row!.id)
}

/**
 * The sum for each slot as of a day, computed once for the reconciliation's five slots: reused while the
 * journal has no new entry (every money event posts one, so a later event recomputes), no schedule version was
 * approved (in any process: it posts no entry) and this process forgot no stored figure.
 */
let memo: { key: string; totals: Promise<Totals> } | null = null
async function memoTotalsOn(db: Executor, asOf: string) {
  const [journal, schedules] = await Promise.all([journalVersionOf(db), latestScheduleVersionOf(db)])
  const key = `${asOf}|${journal}|${schedules}|${subledgerGeneration()}`
  if (memo?.key !== key) memo = { key, totals: loanSubledgerTotals(db, asOf) }
  return memo.totals
}

/** Registered at start (loan servicing's hooks): the reconciliation asks the loans for these slots. */
export function registerLoanSubledgers() {
  for (const slot of controlSlots)
    registerSubledger(slot, async (db, asOf) => (await memoTotalsOn(db, asOf))[slot])
}
