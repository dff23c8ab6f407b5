import { asc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { allyAccounts } from './allies.schema'

/** The bank account a disbursement pays the ally into: its first by position (issue 37: funding's door in). */
export async function payoutAccountOf(db: Executor, allyId: number) {
  const [account] = await db
    .select()
    .from(allyAccounts)
    .where(eq(allyAccounts.allyId, allyId))
    .orderBy(asc(allyAccounts.position), asc(allyAccounts.id))
    .limit(1)
  return account
}
