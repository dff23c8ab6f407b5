import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { RoleScope } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { allies } from './allies.schema'
import { allyDirectory } from './ally-directory'

/** Who is looking: the user and their role's row-level scope (docs/security.md). */
export interface Viewer {
  userId: number
  scope: RoleScope
}

/** The ids of the allies a user is linked to: as their seller, their supervisor or a linked user. */
export const linkedAllyIds = (userId: number | SQL) =>
  sql`(select linked.id from allies linked where linked.deleted_at is null
         and (linked.seller_user_id = ${userId} or linked.supervisor_user_id = ${userId})
       union select au.ally_id from ally_users au where au.user_id = ${userId})`

/**
 * Whether any of these allies links to the user, in one query however many: the live-update channel asks it
 * of each event about an ally or an application (events cannot import allies: allies → trash → events).
 */
export function allyLinkCheck(db: Executor) {
  return async (userId: number, allyIds: readonly number[]) => {
    if (allyIds.length === 0) return false
    const ids = sql.join(
      allyIds.map((id) => sql`${id}`),
      sql`, `,
    )
    const linked = (await db.execute(
      sql`select 1 from ${linkedAllyIds(userId)} as linked(id) where linked.id in (${ids}) limit 1`,
    )) as unknown as { rows: unknown[] }
    return linked.rows.length > 0
  }
}

/**
 * The one condition that limits allies to what the viewer may see; undefined for head-office scope.
 * Every ally query (list, detail, writes, files, staff options) goes through it.
 */
export function visibleAllies(viewer: Viewer): SQL | undefined {
  if (viewer.scope === 'all') return undefined
  return sql`${allies.id} in ${linkedAllyIds(viewer.userId)}`
}

/** The same condition on `allyDirectory`, for other features that read the read model. */
export function visibleInAllyDirectory(viewer: Viewer): SQL | undefined {
  if (viewer.scope === 'all') return undefined
  return sql`${allyDirectory.id} in ${linkedAllyIds(viewer.userId)}`
}

/** True when the ally lies within the viewer's scope (existence is checked by the caller). */
export async function allyIsVisible(db: Executor, allyId: number, viewer: Viewer): Promise<boolean> {
  if (viewer.scope === 'all') return true
  const [row] = await db
    .select({ id: allies.id })
    .from(allies)
    .where(and(eq(allies.id, allyId), visibleAllies(viewer)))
  return Boolean(row)
}
