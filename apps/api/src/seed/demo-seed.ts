import type { Database } from '../db/client'
import { users } from '../db/schema'
import { hashPassword } from '../features/auth'
import { ensureRoles, userExists } from './bootstrap'
import { demoAccounts } from './demo-credentials'
import { demoRoles, systemRoles } from './roles'

/**
 * The demo data of `npm start`: deterministic and idempotent (running it again adds nothing).
 * Each feature adds its part here as it lands.
 */
export async function seedDemo(db: Database) {
  const roleIds = await ensureRoles(db, [...systemRoles, ...demoRoles])
  for (const account of demoAccounts) {
    if (await userExists(db, account.email)) continue
    await db
      .insert(users)
      .values({
        fullName: account.fullName,
        username: account.email.split('@')[0]!,
        email: account.email,
        passwordHash: await hashPassword(account.password),
        roleId: roleIds.get(account.role)!,
        emailVerifiedAt: new Date('2026-01-01T00:00:00Z'),
        company: 'Mesa Crédito Automotriz',
      })
      .onConflictDoNothing()
  }
}
