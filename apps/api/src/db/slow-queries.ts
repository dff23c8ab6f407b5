import { performance } from 'node:perf_hooks'
import pg from 'pg'

/** What is logged about a slow statement: its text and duration, never its values (personal data). */
export interface SlowQuery {
  ms: number
  statement: string
  /** The planner's plan for it (EXPLAIN, not ANALYZE: it is not run twice); once a minute per statement. */
  plan?: string
}

/** The same statement's plan is fetched at most once in this window (a slow list under load is one report). */
const PLAN_EVERY_MS = 60_000

type QueryArgs = [config: string | { text?: string; values?: unknown[] }, values?: unknown]

/**
 * A node-postgres Client that times each statement and reports those slower than `slowMs`, with the plan
 * of a read fetched on a pooled connection (fire and forget, so the answer is never delayed by it).
 */
export function timedClient(
  slowMs: number,
  report: (slow: SlowQuery) => void,
  explainOn: () => pg.Pool,
): typeof pg.Client {
  const lastPlanned = new Map<string, number>()
  const explain = async (statement: string, values: unknown[] | undefined, ms: number) => {
    const now = Date.now()
    const planable =
      /^\s*(select|with)\b/i.test(statement) && now - (lastPlanned.get(statement) ?? 0) > PLAN_EVERY_MS
    if (!planable) return report({ ms, statement })
    lastPlanned.set(statement, now)
    if (lastPlanned.size > 1_000) lastPlanned.clear()
    const result = await explainOn()
      .query<{ 'QUERY PLAN': string }>(`EXPLAIN ${statement}`, values)
      .catch(() => undefined)
    report({ ms, statement, plan: result?.rows.map((row) => row['QUERY PLAN']).join('\n') })
  }
  class TimedClient extends pg.Client {
    // @ts-expect-error: one override for pg's many overloads; every call shape is passed through unchanged.
    override query(...args: QueryArgs) {
      const started = performance.now()
      // @ts-expect-error: see above.
      const pending = super.query(...args) as unknown
      if (pending instanceof Promise) {
        pending.then(
          () => {
            const ms = performance.now() - started
            if (ms < slowMs) return
            const [config, values] = args
            const statement = typeof config === 'string' ? config : (config.text ?? '')
            if (/^\s*explain\b/i.test(statement)) return
            void explain(
              statement,
              Array.isArray(values) ? values : typeof config === 'object' ? config.values : undefined,
              ms,
            )
          },
          () => undefined,
        )
      }
      return pending
    }
  }
  return TimedClient as unknown as typeof pg.Client
}
