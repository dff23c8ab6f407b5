import { randomBytes } from 'node:crypto'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { roles, users } from '../db/schema'
import { ensureAllyCatalogs } from '../features/allies'
import { hashPassword } from '../features/auth'
import { systemRoles, type RoleDefinition } from './roles'

/**
 * The roles exist (inserted once, never overwritten: administrators edit them). System roles are found
 * by their key, so a renamed one is not created again; a database from before keys gets them set here.
 * Answers definition name → role id.
 */
export async function ensureRoles(db: Database, definitions: RoleDefinition[]) {
  const ids = new Map<string, number>()
  for (const { key, name } of definitions.filter((definition) => definition.key)) {
    const [byKey] = await db.select({ id: roles.id }).from(roles).where(eq(roles.key, key!))
    if (byKey) ids.set(name, byKey.id)
    else {
      const [named] = await db
        .update(roles)
        .set({ key })
        .where(and(eq(roles.name, name), isNull(roles.key)))
        .returning({ id: roles.id })
      if (named) ids.set(name, named.id)
    }
  }
  const missing = definitions.filter((definition) => !ids.has(definition.name))
  if (missing.length > 0) {
    await db
      .insert(roles)
      .values(
        missing.map(({ name, description, rules, key, scope }) => ({
          name,
          description,
          rules,
          key: key ?? null,
          scope: scope ?? 'all',
        })),
      )
      .onConflictDoNothing({ target: roles.name })
    const rows = await db
      .select({ id: roles.id, name: roles.name })
      .from(roles)
      .where(
        inArray(
          roles.name,
          missing.map((definition) => definition.name),
        ),
      )
    for (const row of rows) ids.set(row.name, row.id)
  }
  return ids
}

/**
 * Every start: the system roles exist, and an installation without any user gets a first
 * administrator whose one-time password is printed (outside demo mode).
 */
export async function bootstrap(db: Database, options: { createFirstAdmin: boolean }) {
  const roleIds = await ensureRoles(db, systemRoles)
  await ensureAllyCatalogs(db)
  if (!options.createFirstAdmin) return null
  if ((await db.$count(users)) > 0) return null
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
