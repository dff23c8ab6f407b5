/**
 * The books at size (issue 34), on PostgreSQL: a generated journal of BENCH_TB_LINES lines (default 10 000 000,
 * the issue's figure, about 17 minutes to generate on the 2-core machine; BENCH_TB_LINES=1000000 for a shorter
 * run), docs/benchmarks.md:
 * two-line payment entries spread over 1 060 business days from 2024-01-01, in a scratch database on
 * BENCH_DATABASE_URL's server; skipped with a line when it does not answer; dropped after), its day balances
 * summed once as the postings would have kept them, then
 * - the trial balance and the reconciliation as of a past date (2025-06-30), each the best of three (goal ≤ 1 s:
 *   both read the day balances, ≤ accounts × days rows, never the lines);
 * - the cost the journal adds to a payment: BENCH_TB_POSTS two-line entries posted one per transaction through
 *   the door, the mean and p99 milliseconds each.
 * The reconciliation's sub-ledger here is a fixed one answering 0 (the loans' own sums are loan servicing's cost).
 * `npx tsx bench/trial-balance-bench.ts` runs it alone (BENCH_TB_LINES=20000 for a quick look).
 */
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { sql } from 'drizzle-orm'
import { openDatabase, type Database } from '../src/db/client'
import { postJournalEntry, registerSubledger } from '../src/features/accounting'
import { reconciliation, trialBalance } from '../src/features/accounting/reports'
import { bootstrap } from '../src/seed/bootstrap'
import { rows } from './bulk-seed'
import { machineLoad, seconds } from './load'
import { SERVER_URL, scratchDatabase } from './postgres-scratch'

const LINES = Number(process.env.BENCH_TB_LINES ?? 10_000_000)
const POSTS = Number(process.env.BENCH_TB_POSTS ?? 500)
/** Entries generated per statement (two lines each): a progress line after each. */
const CHUNK = 500_000
const FIRST_DAY = '2024-01-01'
const DAYS = 1_060
const AS_OF = '2025-06-30'

async function answers(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 })
  try {
    await client.connect()
    await client.end()
    return true
  } catch {
    return false
  }
}

/** Entries `from`..`to` and their two lines each: the bank debited, a product's portfolio credited. */
async function generate(db: Database, from: number, to: number) {
  await db.execute(sql`
    insert into journal_entries (id, business_date, value_date, period, kind, source_type, source_id, loan_id, memo)
    select g, d, d, to_char(d, 'YYYY-MM'), 'payment', 'payment', g, (g % 100000) + 1, 'bench'
    from generate_series(${from}::bigint, ${to}::bigint) g,
      lateral (select (${FIRST_DAY}::date + (g % ${DAYS})::int) as d) x`)
  await db.execute(sql`
    insert into journal_lines (entry_id, account_code, debit_cents, credit_cents, loan_id, slot)
    select e.id, l.account, l.debit, l.credit, e.loan_id, l.slot
    from journal_entries e,
      lateral (select 10000 + (e.id % 500000) as amount) a,
      lateral (values ('1101', a.amount, 0::bigint, 'bank'),
                      ('1300.0' || (1 + e.id % 3), 0::bigint, a.amount, 'portfolio.current')) l(account, debit, credit, slot)
    where e.id between ${from}::bigint and ${to}::bigint`)
}

const timed = async (work: () => Promise<unknown>) => {
  let best = Number.POSITIVE_INFINITY
  for (let round = 0; round < 3; round += 1) {
    const started = performance.now()
    await work()
    best = Math.min(best, performance.now() - started)
  }
  return Math.round(best)
}

export async function benchTrialBalance() {
  console.log(
    `\n== The books (issue 34) on PostgreSQL: ${LINES.toLocaleString('en')} journal lines (${machineLoad()})`,
  )
  if (!(await answers(SERVER_URL))) {
    console.log(`  no PostgreSQL at ${SERVER_URL} (set BENCH_DATABASE_URL); books bench skipped`)
    return {}
  }
  const scratch = await scratchDatabase('mesa_bench_books')
  const database = await openDatabase({ url: scratch.url, poolMax: 4 })
  try {
    const started = performance.now()
    await bootstrap(database.db, { createFirstAdmin: false })
    const entries = Math.floor(LINES / 2)
    for (let from = 1; from <= entries; from += CHUNK) {
      const to = Math.min(entries, from + CHUNK - 1)
      await generate(database.db, from, to)
      console.log(`  ${(to * 2).toLocaleString('en')} lines (${seconds(started)})`)
    }
    await database.db.execute(sql`select setval('journal_entries_id_seq', ${entries + 1}::bigint)`)
    await database.db.execute(sql`
      insert into account_day_balances (account_code, business_date, debit_cents, credit_cents)
      select l.account_code, e.business_date, sum(l.debit_cents), sum(l.credit_cents)
      from journal_lines l join journal_entries e on e.id = l.entry_id
      group by l.account_code, e.business_date`)
    await database.db.execute(sql`analyze`)
    const [days] = await rows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from account_day_balances`,
    )
    console.log(`  day balances: ${days!.n.toLocaleString('en')} rows (generated in ${seconds(started)})`)

    registerSubledger('portfolio.current', async () => 0)
    const trialMs = await timed(() => trialBalance(database.db, AS_OF))
    const reconciliationMs = await timed(() => reconciliation(database.db, AS_OF))
    const balance = await trialBalance(database.db, AS_OF)
    if (balance.totals.debitCents !== balance.totals.creditCents)
      throw new Error('the generated books do not balance')

    const costs: number[] = []
    for (let index = 0; index < POSTS; index += 1) {
      const postStarted = performance.now()
      await database.db.transaction((tx) =>
        postJournalEntry(tx, {
          businessDate: '2026-11-27',
          kind: 'payment',
          source: { type: 'payment', id: index + 1 },
          product: 'auto',
          loanId: (index % 1000) + 1,
          memo: 'bench',
          lines: [
            { slot: 'bank', debitCents: 116_000, creditCents: 0 },
            { slot: 'portfolio.current', debitCents: 0, creditCents: 116_000 },
          ],
          createdBy: null,
        }),
      )
      costs.push(performance.now() - postStarted)
    }
    costs.sort((a, b) => a - b)
    const figures = {
      lines: LINES.toLocaleString('en'),
      asOf: AS_OF,
      trialBalanceMs: trialMs,
      reconciliationMs,
      postMeanMs: Number((costs.reduce((sum, cost) => sum + cost, 0) / Math.max(1, costs.length)).toFixed(2)),
      postP99Ms: Number((costs[Math.floor(costs.length * 0.99)] ?? 0).toFixed(2)),
    }
    console.table([figures])
    console.log(`  goal: trial balance and reconciliation ≤ 1000 ms each (${machineLoad()})`)
    return figures
  } finally {
    await database.close()
    await scratch.drop()
  }
}

if (process.argv[1]?.endsWith('trial-balance-bench.ts'))
  benchTrialBalance().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
