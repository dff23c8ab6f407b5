import { eq } from 'drizzle-orm'
import { secondDemoAccounts } from '@mesa/contracts'
import type { Database } from '../../db/client'
import { roleDirectory } from '../roles'
import { addStaffAccounts, userDirectory } from '../users'
import { hashPassword } from '../auth'

/**
 * The four-eyes queue needs a second administrator to approve what the first asks (a credit-policy change):
 * admin2@demo.com, same password as admin@demo.com. Idempotent: an existing account is left as it is.
 */
const secondAdministrator = secondDemoAccounts.admin2

export async function seedApprovals(db: Database) {
  const [exists] = await db
    .select({ id: userDirectory.id })
    .from(userDirectory)
    .where(eq(userDirectory.email, secondAdministrator.email))
  if (exists) return
  const [role] = await db
    .select({ id: roleDirectory.id })
    .from(roleDirectory)
    .where(eq(roleDirectory.key, 'admin'))
  if (!role) return
  await addStaffAccounts(db, [
    {
      email: secondAdministrator.email,
      fullName: secondAdministrator.fullName,
      username: 'admin2',
      passwordHash: await hashPassword(secondAdministrator.password),
      roleId: role.id,
      emailVerifiedAt: new Date('2026-01-01T00:00:00Z'),
      company: 'Mesa Crédito Automotriz',
    },
  ])
}
