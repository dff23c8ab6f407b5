/**
 * The books' reconciliation as of a closed day with the loans' real sub-ledger (issue 34, docs/benchmarks.md
 * "The loans' sub-ledger at 100 000 loans"), over the end-of-day bench's portfolio once its day is closed:
 * - the reconciliation (every control slot: the ledger's sums and the loans' sub-ledger from the figures the
 *   end of day stored), the first call (nothing kept), and the loans' sub-ledger alone, best of three;
 * - the loans' sub-ledger with BENCH_SUBLEDGER_STALE loans' figures of the day forgotten (as a back-dated payment, a
 *   reversal or a refund dated back would), those loans replayed in batches;
 * - the replay of every loan (the path of today and of a day never closed) when BENCH_SUBLEDGER_REPLAY=true
 *   (minutes at 100 000 loans), else a line saying so.
 * Goal: the reconciliation as of a past closed day ≤ 1 s at 100 000 loans.
 */
import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import type { DatabaseHandle } from '../src/db/client'
import { reconciliation } from '../src/features/accounting/reports'
import { loanSubledgerTotals, registerLoanSubledgers } from '../src/features/loan-servicing/loan-subledger'
import { rows } from './bulk-seed'
import { machineLoad } from './load'

const STALE = Number(process.env.BENCH_SUBLEDGER_STALE ?? 1_000)

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
    'with stale ms': staleMs,
    ...(replayMs === null ? {} : { 'replay all s': Number((replayMs / 1000).toFixed(1)) }),
  }
}
