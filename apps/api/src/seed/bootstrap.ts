import { randomBytes } from 'node:crypto'
import { eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { roles, users } from '../db/schema'
import { ensureAllyCatalogs } from '../features/allies'
import { hashPassword } from '../features/auth'
import { systemRoles, type RoleDefinition } from './roles'

export async function ensureRoles(db: Database, definitions: RoleDefinition[]) {
  await db
    .insert(roles)
    .values(definitions.map(({ name, description, rules }) => ({ name, description, rules })))
    .onConflictDoNothing({ target: roles.name })
  const rows = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(
      inArray(
        roles.name,
        definitions.map((definition) => definition.name),
      ),
    )
  return new Map(rows.map((row) => [row.name, row.id]))
}

/**
 * Every start: the system roles exist, and an installation without any user gets a first
 * administrator whose one-time password is printed (outside demo mode).
 */
export async function bootstrap(db: Database, options: { createFirstAdmin: boolean }) {
  const roleIds = await ensureRoles(db, systemRoles)
  await ensureAllyCatalogs(db)
  if (!options.createFirstAdmin) return null
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users)
  if (count > 0) return null
  const email = process.env.ADMIN_EMAIL ?? 'admin@mesa.local'
  const password = randomBytes(12).toString('base64url')
  await db.insert(users).values({
    fullName: 'Administrador',
    username: 'admin',
    email,
    passwordHash: await hashPassword(password),
    roleId: roleIds.get('admin')!,
    emailVerifiedAt: new Date(),
  })
  return { email, password }
}

export async function userExists(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
  return Boolean(row)
}
