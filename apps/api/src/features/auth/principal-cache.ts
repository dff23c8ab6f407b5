import { EventEmitter } from 'node:events'
import type { FastifyBaseLogger } from 'fastify'
import type { Database, DatabaseHandle } from '../../db/client'
import { loadPrincipalState, type Principal, type PrincipalState } from './principal'

/** What changed about who may do what: one session, one user, everyone holding a role, or anything at all. */
export type PrincipalChange = { session: string } | { user: number } | { role: number } | { everyone: true }

/**
 * The channel the database triggers of `principal_changes.sql` (sessions, users, roles, role_permissions,
 * permissions) notify after each commit that touches a principal: every instance drops what it cached.
 */
export const PRINCIPAL_CHANNEL = 'mesa_principals'

const localChanges = new EventEmitter().setMaxListeners(0)

/**
 * Tells this process's caches at once that a principal changed. The write paths call it beside the
 * write, so the very next request on this instance reloads even before the trigger's NOTIFY arrives
 * (a NOTIFY reaches the listening connection an instant after the commit, possibly after the answer).
 */
export function principalsChanged(change: PrincipalChange) {
  localChanges.emit('change', change)
}

/** The trigger's payload: `session:<uuid>`, `user:<id>`, `role:<id>` or `all`. */
export function parsePrincipalChange(payload: string): PrincipalChange {
  const [kind, id = ''] = payload.split(':', 2)
  if (kind === 'session' && id) return { session: id }
  if ((kind === 'user' || kind === 'role') && /^\d+$/.test(id))
    return kind === 'user' ? { user: Number(id) } : { role: Number(id) }
  // Anything unexpected forgets everything: a cache miss costs one query, a stale principal costs security.
  return { everyone: true }
}

/** How a change is named both by the write paths and by the trigger's notices. */
function changeKey(change: PrincipalChange): string {
  if ('everyone' in change) return 'all'
  if ('session' in change) return `session:${change.session}`
  return 'user' in change ? `user:${change.user}` : `role:${change.role}`
}

/** A local change whose commit notice never came (the transaction rolled back) stops blocking after this. */
const PENDING_MS = 5_000

interface Entry extends PrincipalState {
  /** A backstop in case a NOTIFY was lost (the listening connection dropped at that moment). */
  cachedUntil: number
}

export interface PrincipalCacheOptions {
  /** How long an entry may live without any change notice; 15 s by default. */
  ttlMs?: number
  /** Sessions kept at most (the least recently used go first); 50 000 by default. */
  maxEntries?: number
}

/**
 * The principal of each live session in memory, so a request authenticates without a database round trip.
 * Correctness rests on invalidation, not on expiry: every change notice (local or from any instance)
 * drops the entries it concerns, and bumps a generation so a load that raced with the change is not kept.
 */
export class PrincipalCache {
  private readonly entries = new Map<string, Entry>()
  private generation = 0
  /**
   * Changes made here whose transaction may not have committed yet (the write path tells the cache before
   * its commit): until the trigger's notice confirms them, what the database answers for them may be the
   * old state, so it is served but not kept.
   */
  private readonly pending = new Map<string, number>()
  private readonly ttlMs: number
  private readonly maxEntries: number

  constructor(
    private readonly db: Database,
    options: PrincipalCacheOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? 15_000
    this.maxEntries = options.maxEntries ?? 50_000
  }

  /** The session's principal; null when the session ended or the user is not active (never cached). */
  async get(userId: number, sessionId: string): Promise<Principal | null> {
    const now = Date.now()
    const hit = this.entries.get(sessionId)
    if (
      hit &&
      hit.principal.userId === userId &&
      hit.cachedUntil > now &&
      hit.sessionExpiresAt.getTime() > now
    ) {
      // Map order is insertion order: re-inserting keeps the least recently used first.
      this.entries.delete(sessionId)
      this.entries.set(sessionId, hit)
      return hit.principal
    }
    const generation = this.generation
    const state = await loadPrincipalState(this.db, userId, sessionId)
    if (!state) {
      this.entries.delete(sessionId)
      return null
    }
    if (generation === this.generation && !this.isPending(state, now)) {
      this.entries.delete(sessionId)
      this.entries.set(sessionId, { ...state, cachedUntil: now + this.ttlMs })
      if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!)
    }
    return state.principal
  }

  /** A change made by this process, told before its commit. */
  forgetLocal(change: PrincipalChange) {
    this.pending.set(changeKey(change), Date.now() + PENDING_MS)
    this.forget(change)
  }

  /** A committed change (a notice from the database channel). */
  forgetCommitted(change: PrincipalChange) {
    this.pending.delete(changeKey(change))
    this.forget(change)
  }

  private isPending({ principal, roleId }: PrincipalState, now: number) {
    if (this.pending.size === 0) return false
    for (const [key, until] of this.pending) if (until <= now) this.pending.delete(key)
    return ['all', `session:${principal.sessionId}`, `user:${principal.userId}`, `role:${roleId}`].some(
      (key) => this.pending.has(key),
    )
  }

  private forget(change: PrincipalChange) {
    this.generation += 1
    if ('everyone' in change) return this.entries.clear()
    if ('session' in change) return void this.entries.delete(change.session)
    for (const [sessionId, entry] of this.entries) {
      if ('user' in change ? entry.principal.userId === change.user : entry.roleId === change.role)
        this.entries.delete(sessionId)
    }
  }

  get size() {
    return this.entries.size
  }
}

/**
 * A cache that listens: to this process's write paths and to the database channel every instance's
 * triggers notify. Answers the cache and the function that stops listening.
 */
export async function startPrincipalCache(
  database: Pick<DatabaseHandle, 'db' | 'listen'>,
  log: FastifyBaseLogger,
  options?: PrincipalCacheOptions,
): Promise<{ cache: PrincipalCache; stop: () => Promise<void> }> {
  const cache = new PrincipalCache(database.db, options)
  const onLocal = (change: PrincipalChange) => cache.forgetLocal(change)
  localChanges.on('change', onLocal)
  const unlisten = await database.listen(PRINCIPAL_CHANNEL, (payload) => {
    const change = parsePrincipalChange(payload)
    if ('everyone' in change && payload !== 'all')
      log.warn('unexpected principal change notice; cache cleared')
    cache.forgetCommitted(change)
  })
  return {
    cache,
    stop: async () => {
      localChanges.off('change', onLocal)
      await unlisten()
    },
  }
}
