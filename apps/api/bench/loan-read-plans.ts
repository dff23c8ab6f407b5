/**
 * The loan read's statements and their plans (issue 33, goal p99 ≤ 20 ms at 1 M loans): the statements one
 * `GET …/loan?asOf=` runs, each run again under EXPLAIN (ANALYZE, BUFFERS) on the generated portfolio. A
 * sequential scan of a big table here is what makes the read's time grow with the portfolio; the count and
 * the plans matter more than wall time on a shared machine. Called by end-of-day-bench.ts after its reads.
 */
import pg from 'pg'
import type { Database } from '../src/db/client'

interface QueryLogger {
  logQuery: (query: string, params: unknown[]) => void
}
interface LoggedSession {
  logger: QueryLogger
  options: { logger?: QueryLogger }
}

/** Every statement (with its parameters) the database runs while `work` runs (Drizzle's session logger). */
async function statementsWithParams(db: Database, work: () => Promise<unknown>) {
  const session = (db as unknown as { session: LoggedSession }).session
  const statements: Array<{ query: string; params: unknown[] }> = []
  const logger: QueryLogger = { logQuery: (query, params) => statements.push({ query, params }) }
  const saved = { own: session.logger, handed: session.options.logger }
  session.logger = logger
  session.options.logger = logger
  try {
    await work()
  } finally {
    session.logger = saved.own
    session.options.logger = saved.handed
  }
  return statements
}

/** What the plans say, per statement: its time, its buffers, and the big tables it scanned whole. */
export interface StatementPlan {
  statement: string
  ms: number
  sharedHits: number
  sharedReads: number
  seqScans: string[]
}

/** Tables small enough that a sequential scan is the right plan (a handful of rows at any portfolio size). */
const SMALL_TABLES = /business_dates|credit_policy_versions|users|duty_policies|roles|allies\b/

/**
 * Runs `read` once while logging its statements, then EXPLAIN (ANALYZE, BUFFERS) of each select on `url`.
 * `verbose` prints every plan in full.
 */
export async function loanReadPlans(
  db: Database,
  url: string,
  read: () => Promise<unknown>,
  verbose = process.env.BENCH_PLANS === 'full',
): Promise<StatementPlan[]> {
  const statements = await statementsWithParams(db, read)
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const plans: StatementPlan[] = []
  try {
    for (const { query, params } of statements) {
      if (!/^\s*select\b/i.test(query)) continue
      const result = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers, costs off) ${query}`,
        params,
      )
      const lines = result.rows.map((row) => row['QUERY PLAN'])
      const text = lines.join('\n')
      const buffers = [...text.matchAll(/shared hit=(\d+)(?: read=(\d+))?/g)]
      plans.push({
        statement: query.replace(/\s+/g, ' ').slice(0, 90),
        ms: Number(/Execution Time: ([\d.]+)/.exec(text)?.[1] ?? 0),
        // The top node's buffers are the statement's (the first line carrying them).
        sharedHits: Number(buffers[0]?.[1] ?? 0),
        sharedReads: Number(buffers[0]?.[2] ?? 0),
        seqScans: [...text.matchAll(/Seq Scan on (\w+)/g)]
          .map((match) => match[1]!)
          .filter((table) => !SMALL_TABLES.test(table)),
      })
      if (verbose) console.log(`\n  ${query}\n    ${lines.join('\n    ')}`)
    }
  } finally {
    await client.end()
  }
  console.log(`  the loan read's statements: ${statements.length} (${plans.length} selects explained)`)
  for (const plan of plans)
    console.log(
      `    ${plan.ms.toFixed(3).padStart(9)} ms  hit ${String(plan.sharedHits).padStart(6)} read ${String(plan.sharedReads).padStart(5)}` +
        `${plan.seqScans.length > 0 ? `  SEQ SCAN ${plan.seqScans.join(', ')}` : ''}  ${plan.statement}`,
    )
  return plans
}
