import type { Database } from '../../src/db/client'

interface QueryLogger {
  logQuery: (query: string, params: unknown[]) => void
}
interface LoggedSession {
  logger: QueryLogger
  options: { logger?: QueryLogger }
}

/**
 * Records every SQL statement the database runs while `work` runs, on PGlite and on PostgreSQL alike:
 * Drizzle's session logger (the session's own, and the one it hands to each transaction it opens).
 * Transaction control (begin, commit, savepoints) is left out: it is not a read or a write.
 */
export async function statementsOf(db: Database, work: () => Promise<unknown>) {
  const session = (db as unknown as { session: LoggedSession }).session
  const statements: string[] = []
  const logger: QueryLogger = {
    logQuery: (query) => {
      if (!/^\s*(begin|commit|rollback|savepoint|release)\b/i.test(query)) statements.push(query)
    },
  }
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
