import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client'
import { conflict } from '../../lib/http-errors'
import { effectiveRulesOf } from '../permissions'
import { roleDirectory } from '../roles'
import { users } from './users.schema'

const MANAGE_ALL = sql`'[{"action":"manage","subject":"all"}]'::jsonb`

/** Active users whose rules (their role's and its permissions') include manage all. */
async function administratorIds(tx: Transaction): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(roleDirectory, eq(roleDirectory.id, users.roleId))
    .where(
      and(
        eq(users.status, 'active'),
        isNull(users.deletedAt),
        sql`${effectiveRulesOf(roleDirectory)} @> ${MANAGE_ALL}`,
      ),
    )
  return rows.map((row) => row.id)
}

/**
 * Runs a change to users, roles or permissions and refuses it (409, nothing written) when it would
 * leave no active administrator, or would take the acting user's own 'manage all' away.
 * Such changes run one at a time (advisory lock), so two of them cannot each remove "the other" admin.
 */
export async function withAdministratorsKept<T>(
  db: Database,
  actorUserId: number,
  change: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(8142026)`)
    const before = await administratorIds(tx)
    const result = await change(tx)
    const after = await administratorIds(tx)
    if (after.length === 0) {
      throw conflict('last_administrator', 'At least one active administrator must remain', {
        _root: ['last_administrator'],
      })
    }
    if (before.includes(actorUserId) && !after.includes(actorUserId)) {
      throw conflict('own_manage_all', 'You cannot remove your own administrator rights', {
        _root: ['own_manage_all'],
      })
    }
    return result
  })
}
