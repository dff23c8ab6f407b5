import { sql, type SQL } from 'drizzle-orm'
import {
  mayOpenCreditApplication,
  type AbilityRule,
  type CreditProduct,
  type RoleScope,
} from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { userDirectory } from '../users'
import { creditApplications as applications } from './credit-applications.schema'
import { applicationDirectory, applicationRecords } from './application-directory'
import { allyDirectory, linkedAllyIds, type Viewer } from '../allies'

// Who may open, capture, assign or work a stage: contracts `mayOpenCreditApplication` and its siblings.

/**
 * The one row-level condition on credit applications (docs/security.md): ally-side staff see the
 * applications of the allies they are linked to and those they own; head-office scope sees all
 * (undefined). Every list, count, detail, file and write goes through it.
 */
export function visibleApplications(viewer: Viewer): SQL | undefined {
  return scopeOn(applications, viewer)
}

/** The same row-level condition on `applicationDirectory`, for other features that join the read model. */
export function visibleInDirectory(viewer: Viewer): SQL | undefined {
  return scopeOn(applicationDirectory, viewer)
}

/** The same row-level condition on `applicationRecords`. */
export function visibleInRecords(viewer: Viewer): SQL | undefined {
  return scopeOn(applicationRecords, viewer)
}

function scopeOn(rows: { ownerUserId: unknown; allyId: unknown }, viewer: Viewer): SQL | undefined {
  if (viewer.scope === 'all') return undefined
  return sql`(${rows.ownerUserId} = ${viewer.userId} or ${rows.allyId} in ${linkedAllyIds(viewer.userId)})`
}

/** A select column: whether the selected user is linked to this ally (for `readsApplication`). */
export const linkedToAlly = (allyId: number) =>
  sql<boolean>`(${allyId} in ${linkedAllyIds(sql`${userDirectory.id}`)})`

/**
 * Whether a user may read an application: read permission on its product AND row-level scope (head
 * office, its owner, or linked to its ally). Decides who may be @mentioned or made its owner.
 */
export function readsApplication(
  user: { id: number; rules: AbilityRule[]; scope: RoleScope; linked: boolean },
  application: { product: CreditProduct; ownerUserId: number | null },
) {
  return (
    mayOpenCreditApplication(user.rules, application.product) &&
    (user.scope === 'all' || user.linked || user.id === application.ownerUserId)
  )
}

/** How long a live-update connection trusts the ally links it read (links change rarely). */
const LINKS_TTL_MS = 30_000

/**
 * For one live-update connection: whether its viewer may read an application (the same rule as
 * `readsApplication`), reading the viewer's linked ally ids at most every 30 s instead of per event.
 */
export function applicationReaderCheck(db: Executor) {
  let cached: { userId: number; at: number; allyIds: Set<number> } | undefined
  const linkedAllies = async (userId: number) => {
    if (cached?.userId === userId && Date.now() - cached.at < LINKS_TTL_MS) return cached.allyIds
    const rows = await db
      .select({ id: allyDirectory.id })
      .from(allyDirectory)
      .where(sql`${allyDirectory.id} in ${linkedAllyIds(userId)}`)
    cached = { userId, at: Date.now(), allyIds: new Set(rows.map((row) => row.id)) }
    return cached.allyIds
  }
  return async (
    viewer: Viewer & { rules: AbilityRule[] },
    application: { product: CreditProduct; ownerId: number | null; allyId: number },
  ) => {
    if (!mayOpenCreditApplication(viewer.rules, application.product)) return false
    if (viewer.scope === 'all' || viewer.userId === application.ownerId) return true
    return (await linkedAllies(viewer.userId)).has(application.allyId)
  }
}
