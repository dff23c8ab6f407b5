import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { roleDirectory } from '../roles'
import { users } from './users.schema'

/**
 * The accounts automatic money moves are recorded under (issue 35): a payment the SPEI webhook posts has no
 * person behind it, yet payments, duty acts and audit events name a user. Each system actor is a row of its
 * own ("Sistema (SPEI)"), so the audit and the payment history say who, and the separation-of-duties rule
 * (whoever records a loan's payment does not reverse it) never binds a staff member for what the system did.
 * It cannot sign in: no password, and deleted from the start (hidden from the users list, outside the trash,
 * which only lists what a person deleted); its role is the system `registered` role, which grants nothing.
 */
export const systemActors = {
  spei: { username: 'sistema-spei', fullName: 'Sistema (SPEI)' },
  domiciliacion: { username: 'sistema-domiciliacion', fullName: 'Sistema (domiciliación)' },
} as const
type SystemActor = keyof typeof systemActors

/** The system actor's user id, its row opened on first use (idempotent, in the caller's transaction). */
export async function systemActorId(db: Executor, actor: SystemActor): Promise<number> {
  const { username, fullName } = systemActors[actor]
  const email = `${username}@sistema.invalid`
  const [known] = await db.select({ id: users.id }).from(users).where(eq(users.username, username))
  if (known) return known.id
  const [role] = await db
    .select({ id: roleDirectory.id })
    .from(roleDirectory)
    .where(and(eq(roleDirectory.key, 'registered')))
  await db
    .insert(users)
    .values({
      username,
      fullName,
      email,
      passwordHash: null,
      roleId: role!.id,
      status: 'inactive',
      deletedAt: new Date(),
    })
    .onConflictDoNothing()
  const [opened] = await db.select({ id: users.id }).from(users).where(eq(users.username, username))
  return opened!.id
}
