import { sql } from 'drizzle-orm'
import { pendingMigrations, type Database } from '../../db/client'
import type { Lifecycle } from '../../lib/lifecycle'

/** Throws when the database does not answer. */
export async function pingDatabase(db: Database) {
  await db.execute(sql`select 1`)
}

type Check = 'ok' | string

/** Each readiness check: 'ok' or what is wrong. */
export async function readiness(db: Database, lifecycle: Lifecycle): Promise<Record<string, Check>> {
  const checks: Record<string, Check> = {
    draining: lifecycle.draining ? 'draining' : 'ok',
    listener: lifecycle.listenerConnected ? 'ok' : 'disconnected',
  }
  try {
    await pingDatabase(db)
    checks.database = 'ok'
    const pending = await pendingMigrations(db)
    checks.migrations = pending === 0 ? 'ok' : `${pending} pending`
  } catch {
    checks.database = 'unreachable'
    checks.migrations = 'unknown'
  }
  return checks
}
