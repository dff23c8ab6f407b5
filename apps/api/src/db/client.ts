import { EventEmitter } from 'node:events'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { sql } from 'drizzle-orm'
import * as schema from './schema'
import { timedClient, type SlowQuery } from './slow-queries'
import { lockDataDir } from './data-dir-lock'

export type Schema = typeof schema
/** The Drizzle database, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>
/** A transaction handle; services take `Database | Transaction` as `Executor`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
export type Executor = Database | Transaction

/**
 * The state of a process's LISTEN connections (PostgreSQL): how many are down right now, how many times one
 * came back, and a 'reconnect' event each time (what arrived while it was down is lost: caches flush on it).
 */
export class ListenerState extends EventEmitter<{ reconnect: [channel: string] }> {
  down = 0
  reconnects = 0
  get connected() {
    return this.down === 0
  }
}

export interface DatabaseHandle {
  listeners?: ListenerState
  db: Database
  /** 'pglite' is embedded and single-connection; 'postgres' is a real server. */
  kind: 'pglite' | 'postgres'
  close: () => Promise<void>
  /**
   * Calls `onPayload` with each `NOTIFY` on `channel` (from any connection, after its transaction commits)
   * and answers the unsubscribe. PostgreSQL: one dedicated client per call, reconnecting with backoff;
   * PGlite: in process.
   */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>
  /**
   * Runs `work` while no other process holds the startup lock (a PostgreSQL advisory lock): instances
   * starting at once on one database migrate and seed one after the other. On PGlite it just runs `work`.
   */
  exclusively: <T>(work: () => Promise<T>) => Promise<T>
}

/** The calls waiting for or holding an embedded database's one connection, and when one last began or ended. */
interface CallCounter {
  pending: number
  lastActive: number
}
const embeddedCalls = new WeakMap<object, CallCounter>()

/**
 * How long the embedded database's one connection has had no call (query, transaction) waiting for it or
 * running on it, in ms: 0 while one does, Infinity on PostgreSQL (a pool serves calls side by side). Long
 * background work (the bulk import) reads it to let interactive requests go first.
 */
export function connectionIdleMs(db: Database) {
  const counter = embeddedCalls.get(db)
  if (!counter) return Infinity
  return counter.pending > 0 ? 0 : performance.now() - counter.lastActive
}

/** True on embedded PGlite: one connection, so a long transaction makes every request wait. */
export const isEmbedded = (db: Database) => embeddedCalls.has(db)

/** The PGlite client with its top-level calls counted (calls inside a transaction are part of it). */
function counted(client: PGlite, counter: CallCounter): PGlite {
  const countedMethods = new Set<PropertyKey>(['query', 'exec', 'transaction'])
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target)
      if (typeof value !== 'function' || property === 'constructor') return value
      const method = value as (...args: unknown[]) => unknown
      if (!countedMethods.has(property)) return method.bind(target)
      return async (...args: unknown[]) => {
        counter.pending += 1
        counter.lastActive = performance.now()
        try {
          return await method.apply(target, args)
        } finally {
          counter.pending -= 1
          counter.lastActive = performance.now()
        }
      }
    },
  })
}

/** The advisory lock key that instances starting together on one PostgreSQL take in turn. */
const STARTUP_LOCK = 7_105_113

/** apps/api/drizzle, from src/db (run with tsx) or from dist (the compiled bundle of `npm run build`). */
const migrationsFolder = ['../../drizzle', '../drizzle']
  .map((relative) => path.resolve(import.meta.dirname, relative))
  .find((folder) => existsSync(path.join(folder, 'meta', '_journal.json')))!

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
  /** PostgreSQL only: connections in the pool (10 by default). */
  poolMax?: number
  /** PostgreSQL only: statements running longer are cancelled (`statement_timeout`); none by default. */
  statementTimeoutMs?: number
  /** PostgreSQL only: statements slower than `slowQueryMs` are reported with their plan. */
  slowQueryMs?: number
  onSlowQuery?: (slow: SlowQuery) => void
  /** PGlite only: start from a dump (`dumpDataDir`) instead of an empty cluster (the tests' seeded template). */
  loadDataDir?: Blob
}): Promise<DatabaseHandle> {
  if (options.url) {
    const { slowQueryMs, onSlowQuery } = options
    const pool: pg.Pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolMax ?? 10,
      // While the server is down or restarting a request fails in 2 s (503) instead of queueing forever.
      connectionTimeoutMillis: 2_000,
      ...(options.statementTimeoutMs
        ? { statement_timeout: options.statementTimeoutMs, idle_in_transaction_session_timeout: 60_000 }
        : {}),
      ...(slowQueryMs !== undefined && onSlowQuery
        ? { Client: timedClient(slowQueryMs, onSlowQuery, () => pool) }
        : {}),
    })
    // An idle connection the server drops (restart, failover, a test database dropped) must not crash the
    // process: the pool discards it and opens a new one on the next query.
    pool.on('error', (error) => options.onIdleError?.(error))
    const db = drizzlePostgres(pool, { schema }) as unknown as Database
    const exclusively = async <T>(work: () => Promise<T>) => {
      const lock = await pool.connect()
      try {
        // Waiting for another instance's migration and seed is not a slow query: no statement timeout here
        // (with it, a second instance exited when the first one's start took longer than the timeout).
        await lock.query('set statement_timeout = 0')
        await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK])
        return await work()
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined)
        await lock.query('reset statement_timeout').catch(() => undefined)
        lock.release()
      }
    }
    await exclusively(() => migratePostgres(db as never, { migrationsFolder }))
    const listeners = new ListenerState().setMaxListeners(0)
    const listen = (channel: string, onPayload: (payload: string) => void) =>
      listenOnServer(options.url!, channel, onPayload, listeners, options.onIdleError)
    poolStats.set(db, pool)
    return { db, kind: 'postgres', close: () => pool.end(), listen, exclusively, listeners }
  }
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => undefined
  let client: PGlite
  let db: Database
  try {
    client = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      extensions: { pg_trgm },
    })
    const counter: CallCounter = { pending: 0, lastActive: 0 }
    db = drizzlePglite(counted(client, counter), { schema }) as unknown as Database
    embeddedCalls.set(db, counter)
    await migratePglite(db as never, { migrationsFolder })
  } catch (error) {
    unlock()
    throw error
  }
  const listen = (channel: string, onPayload: (payload: string) => void) => client.listen(channel, onPayload)
  const close = async () => {
    await client.close()
    unlock()
  }
  return { db, kind: 'pglite', close, listen, exclusively: (work) => work(), listeners: new ListenerState() }
}

/** LISTEN on a connection of its own (a pooled one would be handed to other queries); reconnects when dropped. */
async function listenOnServer(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  state: ListenerState,
  onError?: (error: Error) => void,
) {
  let stopped = false
  let down = false
  let client: pg.Client | undefined
  let retryMs = 500
  let retry: NodeJS.Timeout | undefined
  const connect = async () => {
    const next = new pg.Client({ connectionString: url })
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload)
    })
    next.on('error', (error) => {
      onError?.(error)
      reconnect(next)
    })
    next.on('end', () => reconnect(next))
    await next.connect()
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
    client = next
    retryMs = 500
    if (down) {
      down = false
      state.down -= 1
      state.reconnects += 1
      state.emit('reconnect', channel)
    }
  }
  const schedule = () => {
    retry = setTimeout(() => {
      retry = undefined
      if (stopped) return
      connect().catch((error: Error) => {
        onError?.(error)
        retryMs = Math.min(retryMs * 2, 30_000)
        schedule()
      })
    }, retryMs)
  }
  const reconnect = (broken: pg.Client) => {
    if (stopped || client !== broken || retry) return
    client = undefined
    if (!down) {
      down = true
      state.down += 1
    }
    broken.end().catch(() => undefined)
    schedule()
  }
  await connect()
  return async () => {
    stopped = true
    if (down) state.down -= 1
    down = false
    if (retry) clearTimeout(retry)
    const current = client
    client = undefined
    await current?.end()
  }
}

/** The PostgreSQL pool of a database, for its gauges (metrics): undefined on embedded PGlite. */
const poolStats = new WeakMap<object, pg.Pool>()
export function poolOf(db: Database): Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'> | undefined {
  return poolStats.get(db)
}

/** How many migrations of this build the database has not run (0: current). */
export async function pendingMigrations(db: Database): Promise<number> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>
  }
  const result = await db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`)
  const rows = (
    Array.isArray(result) ? result : (result as { rows: Array<{ last: unknown }> }).rows
  ) as Array<{
    last: unknown
  }>
  const last = Number(rows[0]?.last ?? 0)
  return journal.entries.filter((entry) => entry.when > last).length
}
