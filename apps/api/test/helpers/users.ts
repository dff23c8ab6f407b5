import { eq } from 'drizzle-orm'
import type { AbilityRule } from '@mesa/contracts'
import type { Database } from '../../src/db/client'
import { roles, users } from '../../src/db/schema'
import { hashPassword } from '../../src/features/auth'

let sequence = 0

/** A signed-in-able user with a role of its own holding exactly these rules. */
export async function createUserWithRules(db: Database, rules: AbilityRule[]) {
  sequence += 1
  const name = `test-role-${sequence}-${Date.now()}`
  const [role] = await db.insert(roles).values({ name, rules }).returning({ id: roles.id })
  const email = `${name}@test.mx`
  const password = 'test-password'
  const [user] = await db
    .insert(users)
    .values({
      fullName: `Test ${name}`,
      username: name,
      email,
      passwordHash: await hashPassword(password),
      roleId: role!.id,
    })
    .returning({ id: users.id })
  return { id: user!.id, roleId: role!.id, email, password }
}

export async function setRoleRules(db: Database, roleId: number, rules: AbilityRule[]) {
  await db.update(roles).set({ rules }).where(eq(roles.id, roleId))
}
