import { and, asc, eq, isNull, notInArray, sql } from 'drizzle-orm'
import type { AllyStaffOption, AllyStaffOptions } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { roleDirectory } from '../roles'
import { userDirectory } from '../users'
import { linkedAllyIds, type Viewer } from './ally-scope'

/** Ally-side staff pick only among themselves and the people of their own allies. */
function visibleStaff(viewer: Viewer) {
  if (viewer.scope === 'all') return undefined
  const mine = linkedAllyIds(viewer.userId)
  return sql`(${userDirectory.id} = ${viewer.userId} or ${userDirectory.id} in (
    select a.seller_user_id from allies a where a.id in ${mine}
    union select a.supervisor_user_id from allies a where a.id in ${mine}
    union select au.user_id from ally_users au where au.ally_id in ${mine}))`
}

/** Roles whose users are not staff: they are never sellers, supervisors or linked accounts of an ally. */
const NON_STAFF_ROLES = ['client', 'registered']

/**
 * The users the ally form picks from, for anyone who may read allies (the users list itself needs read
 * Users, which sellers and supervisors lack): active staff, with sellers and supervisors by role.
 */
export async function loadAllyStaffOptions(db: Executor, viewer: Viewer): Promise<AllyStaffOptions> {
  const rows: AllyStaffOption[] = await db
    .select({
      id: userDirectory.id,
      fullName: userDirectory.fullName,
      email: userDirectory.email,
      role: roleDirectory.name,
    })
    .from(userDirectory)
    .innerJoin(roleDirectory, eq(roleDirectory.id, userDirectory.roleId))
    .where(
      and(
        isNull(userDirectory.deletedAt),
        eq(userDirectory.status, 'active'),
        notInArray(roleDirectory.name, NON_STAFF_ROLES),
        visibleStaff(viewer),
      ),
    )
    .orderBy(asc(userDirectory.email))
  return {
    sellers: rows.filter((user) => user.role === 'ventas'),
    supervisors: rows.filter((user) => user.role === 'supervisor'),
    users: rows,
  }
}
