import { and, asc, eq, isNull } from 'drizzle-orm'
import { collectionsSupervisor, collectionsWorker, rulesAllow, rulesAreAdministrator } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { effectiveRulesOf } from '../permissions'
import { roleDirectory } from '../roles'
import { userDirectory } from '../users'

/**
 * The collectors: active staff whose role lets them work the desk (update collections), administrators and
 * supervisors left out (they may work any loan, but nobody assigns them a portfolio).
 */
export async function collectors(db: Executor): Promise<Array<{ id: number; fullName: string }>> {
  const rows = await db
    .select({
      id: userDirectory.id,
      fullName: userDirectory.fullName,
      rules: effectiveRulesOf(roleDirectory),
    })
    .from(userDirectory)
    .innerJoin(roleDirectory, eq(roleDirectory.id, userDirectory.roleId))
    .where(and(eq(userDirectory.status, 'active'), isNull(userDirectory.deletedAt)))
    .orderBy(asc(userDirectory.fullName), asc(userDirectory.id))
  return rows
    .filter(
      (row) =>
        rulesAllow(row.rules, collectionsWorker) &&
        !rulesAllow(row.rules, collectionsSupervisor) &&
        !rulesAreAdministrator(row.rules),
    )
    .map(({ id, fullName }) => ({ id, fullName }))
}
