/**
 * The books' reconciliation as of a closed day with the loans' real sub-ledger (issue 34, docs/benchmarks.md
 * "The loans' sub-ledger at 100 000 loans"), over the end-of-day bench's portfolio once its day is closed:
 * - the reconciliation (every control slot: the ledger's sums and the loans' sub-ledger from the figures the
 *   end of day stored), the first call (nothing kept), and the loans' sub-ledger alone, best of three;
 * - the loans' sub-ledger with BENCH_SUBLEDGER_STALE loans' figures of the day forgotten (as a back-dated payment, a
 *   reversal or a refund dated back would), those loans replayed in batches;
 * - BENCH_SUBLEDGER_SETTLED settled loans added (settled-loans.ts, default 100 000; 0 leaves them out): the
 *   loans' sub-ledger with them before their figures are recorded (each replayed, the cost before settled
 *   figures), the end of day's `loan-settlements` closer recording them, and the sub-ledger after it;
 * - the replay of every loan (the path of today and of a day never closed) when BENCH_SUBLEDGER_REPLAY=true
 *   (minutes at 100 000 loans), else a line saying so.
 * Goal: the reconciliation as of a past closed day ≤ 1 s at 100 000 loans, however many have settled.
 */
import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import type { DatabaseHandle } from '../src/db/client'
import { reconciliation } from '../src/features/accounting/reports'
import { loanSubledgerTotals, registerLoanSubledgers } from '../src/features/loan-servicing/loan-subledger'
import { settlementsCloser } from '../src/features/loan-servicing/loan-settled-figures'
import { rows } from './bulk-seed'
import { machineLoad, seconds } from './load'
import { generateSettledLoans } from './settled-loans'

const STALE = Number(process.env.BENCH_SUBLEDGER_STALE ?? 1_000)
const SETTLED = Number(process.env.BENCH_SUBLEDGER_SETTLED ?? 100_000)

const elapsed = async <T>(work: () => Promise<T>) => {
  const started = performance.now()
  const answer = await work()
  return { ms: Math.round(performance.now() - started), answer }
}

const bestOfThree = async (work: () => Promise<unknown>) => {
  let best = Number.POSITIVE_INFINITY
  for (let round = 0; round < 3; round += 1) best = Math.min(best, (await elapsed(work)).ms)
  return best
}

/** Forgets `count` loans' stored figures of `day`, spread over the portfolio (what back-dated events do). */
async function forgetSome(database: DatabaseHandle, day: string, count: number) {
  if (count <= 0) return 0
  const [total] = await rows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from loan_day_figures where "on" = ${day}::date`,
  )
  const every = Math.max(1, Math.floor(total!.n / count))
  const forgotten = await rows<{ id: number }>(
    database.db,
    sql`update loan_day_figures set subledger_principal_cents = null, subledger_past_due = null,
          subledger_interest_cents = null, subledger_credit_cents = null, subledger_fee_cents = null
        where "on" = ${day}::date and loan_id % ${every} = 0 returning loan_id as id`,
  )
  return forgotten.length
}

/**
 * Settled loans added without their figures: the sub-ledger replaying them, the end of day's closer recording
 * them (its batches one after the other, each in its transaction, as a worker takes them), the sub-ledger after.
 */
async function benchSettled(database: DatabaseHandle, day: string): Promise<Record<string, number>> {
  if (SETTLED <= 0) {
    console.log('  settled loans: skipped (BENCH_SUBLEDGER_SETTLED=0)')
    return {}
  }
  const started = performance.now()
  await generateSettledLoans(database.db, day, SETTLED)
  console.log(
    `  ${SETTLED.toLocaleString('en')} settled loans generated in ${seconds(started)} (${machineLoad()})`,
  )
  const replayed = await elapsed(() => loanSubledgerTotals(database.db, day))
  console.log(
    `  with them, their figures not recorded (each replayed): the loans' sub-ledger ` +
      `${(replayed.ms / 1000).toFixed(1)} s (${machineLoad()})`,
  )
  const backfill = await elapsed(async () => {
    const batches = await database.db.transaction((tx) => settlementsCloser.batches(tx, day, 2_000))
    for (const batch of batches) await database.db.transaction((tx) => settlementsCloser.close(tx, batch))
    return batches.reduce((total, batch) => total + batch.size, 0)
  })
  const [{ recorded }] = (await rows<{ recorded: number }>(
    database.db,
    sql`select count(*)::int as recorded from loan_settled_figures`,
  )) as [{ recorded: number }]
  console.log(
    `  the end of day's loan-settlements closer: ${backfill.answer.toLocaleString('en')} loans in ` +
      `${(backfill.ms / 1000).toFixed(1)} s, ${recorded.toLocaleString('en')} with settled figures (${machineLoad()})`,
  )
  const first = await elapsed(() => loanSubledgerTotals(database.db, day))
  const recordedMs = await bestOfThree(() => loanSubledgerTotals(database.db, day))
  if (JSON.stringify(first.answer) !== JSON.stringify(replayed.answer))
    throw new Error('the settled figures do not sum to the replay of the same loans')
  console.log(
    `  with them recorded: the loans' sub-ledger ${first.ms} ms the first call, ${recordedMs} ms best of 3 ` +
      `(${machineLoad()})`,
  )
  return {
    'settled loans': SETTLED,
    'settled replayed s': Number((replayed.ms / 1000).toFixed(1)),
    'settlements closer s': Number((backfill.ms / 1000).toFixed(1)),
    'with settled ms': recordedMs,
  }
}

export async function benchLoanSubledger(database: DatabaseHandle, day: string) {
  registerLoanSubledgers()
  const [{ loans, stored }] = (await rows<{ loans: number; stored: number }>(
    database.db,
    sql`select (select count(*)::int from loans where disbursed_on <= ${day}::date) as loans,
          (select count(*)::int from loan_day_figures where "on" = ${day}::date
             and subledger_principal_cents is not null) as stored`,
  )) as [{ loans: number; stored: number }]
  const first = await elapsed(() => reconciliation(database.db, day))
  const storedMs = await bestOfThree(() => loanSubledgerTotals(database.db, day))
  const reconciled = first.answer.accounts.map((account) => account.slot).join(', ')
  console.log(
    `  reconciliation as of ${day} (closed), ${loans.toLocaleString('en')} loans, ` +
      `${stored.toLocaleString('en')} with stored figures: ${first.ms} ms the first call (${reconciled}); ` +
      `the loans' sub-ledger alone ${storedMs} ms best of 3 (${machineLoad()})`,
  )
  const settled = await benchSettled(database, day)
  // Forgotten straight in the table (no event, no journal entry): the sub-ledger is timed, not the
  // reconciliation (which would answer the sum it keeps until the journal moves).
  const forgotten = await forgetSome(database, day, STALE)
  const staleMs = await bestOfThree(() => loanSubledgerTotals(database.db, day))
  console.log(
    `  with ${forgotten.toLocaleString('en')} loans' figures forgotten (replayed in batches): the loans' ` +
      `sub-ledger ${staleMs} ms best of 3 (${machineLoad()})`,
  )
  let replayMs: number | null = null
  if (process.env.BENCH_SUBLEDGER_REPLAY === 'true') {
    replayMs = (await elapsed(() => loanSubledgerTotals(database.db, day, { replayAll: true }))).ms
    console.log(`  the replay of every loan: ${(replayMs / 1000).toFixed(1)} s (${machineLoad()})`)
  } else console.log('  the replay of every loan: skipped (BENCH_SUBLEDGER_REPLAY=true runs it)')
  return {
    'reconciliation ms': first.ms,
    'sub-ledger ms': storedMs,
    'stale loans': forgotten,
    ...settled,
    'with stale ms': staleMs,
    ...(replayMs === null ? {} : { 'replay all s': Number((replayMs / 1000).toFixed(1)) }),
  }
}
