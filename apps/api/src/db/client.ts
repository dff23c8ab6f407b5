import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import * as schema from './schema'

export type Schema = typeof schema
/** The Drizzle database, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>
/** A transaction handle; services take `Database | Transaction` as `Executor`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
export type Executor = Database | Transaction

export interface DatabaseHandle {
  db: Database
  /** 'pglite' is embedded and single-connection; 'postgres' is a real server. */
  kind: 'pglite' | 'postgres'
  close: () => Promise<void>
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle')

/**
 * Opens the database and brings it to the newest migration.
 * With a URL: node-postgres on a real PostgreSQL. Without: PGlite in `dataDir`
 * (or in memory when dataDir is undefined, as the tests do).
 */
export async function openDatabase(options: {
  url?: string
  dataDir?: string
  /** Told when an idle pooled connection fails (logged by the server). */
  onIdleError?: (error: Error) => void
}): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 })
    // An idle connection the server drops (restart, failover, a test database dropped) must not crash the
    // process: the pool discards it and opens a new one on the next query.
    pool.on('error', (error) => options.onIdleError?.(error))
    const db = drizzlePostgres(pool, { schema }) as unknown as Database
    await migratePostgres(db as never, { migrationsFolder })
    return { db, kind: 'postgres', close: () => pool.end() }
  }
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    extensions: { pg_trgm },
  })
  const db = drizzlePglite(client, { schema }) as unknown as Database
  await migratePglite(db as never, { migrationsFolder })
  return { db, kind: 'pglite', close: () => client.close() }
}
