import { inArray, sql } from 'drizzle-orm'
import type { UserBulkRequest, UserBulkResult } from '@mesa/contracts'
import type { Database } from '../../db/client'
import { users } from './users.schema'
import { notFound } from '../../lib/http-errors'
import { recordAudit } from '../audit'
import { principalsChanged } from '../auth'
import { assertMayGiveRole, type Grantor } from '../roles'
import { withAdministratorsKept } from './admin-invariants'
import { assertNotOwnAccount, endSessionsIfDisabled, lockLiveUsers, trashUser } from './users.service'

/**
 * A bulk action on selected users (issue 20), all or nothing in ONE transaction, under the same rules as the
 * single update and delete: none of the ids may be the caller's own account (409 own_account) and the change
 * may not leave the system without an active administrator (409 last_administrator); every id must be a live
 * user (else 404) whose rights the caller holds (else 403, so only an administrator touches an administrator).
 * A refusal changes no row. Delete trashes each user as a single delete does (sessions ended, audited, undo
 * from the trash); activate and deactivate switch only the inactive, respectively active, accounts (`changed`,
 * for the undo), each audited as a single status update and a deactivated one's sessions ended.
 */
export async function bulkUsers(
  db: Database,
  grantor: Grantor,
  { action, ids }: UserBulkRequest,
): Promise<UserBulkResult> {
  return withAdministratorsKept(db, grantor.userId, async (tx) => {
    if (action !== 'activate') assertNotOwnAccount(grantor, ids)
    const rows = await lockLiveUsers(tx, ids)
    if (rows.length !== ids.length) throw notFound('Some of these users do not exist')
    for (const roleId of new Set(rows.map((row) => row.roleId))) await assertMayGiveRole(tx, grantor, roleId)
    if (action === 'delete') {
      for (const row of rows) await trashUser(db, tx, grantor.userId, row, true)
      return { action, changed: rows.map((row) => row.id) }
    }
    const [from, to] =
      action === 'activate' ? (['inactive', 'active'] as const) : (['active', 'inactive'] as const)
    const changing = rows.filter((row) => row.status === from)
    const changed = changing.map((row) => row.id)
    if (changed.length > 0) {
      await tx
        .update(users)
        .set({ status: to, version: sql`${users.version} + 1`, updatedAt: new Date() })
        .where(inArray(users.id, changed))
    }
    for (const row of changing) {
      principalsChanged({ user: row.id })
      await endSessionsIfDisabled(tx, row.id, from, to)
      await recordAudit(tx, {
        actorUserId: grantor.userId,
        action: 'user.updated',
        entityType: 'user',
        entityId: row.id,
        data: { status: to, bulk: true },
      })
    }
    return { action, changed }
  })
}
