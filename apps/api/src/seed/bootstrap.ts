import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { roles, users } from '../db/schema'
import { ensureChartOfAccounts } from '../features/accounting'
import { backfillLoanJournals, backfillPaymentReferences } from '../features/loan-servicing'
import { ensureAllyCatalogs } from '../features/allies'
import { issueOneTimeToken } from '../features/auth'
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

/** How long the first administrator's set-up link works (a new one: "forgot password" with the e-mail). */
const SET_UP_LINK_TTL_MS = 24 * 60 * 60 * 1000

/**
 * Every start: the system roles, the catalogues and the chart of accounts exist, every loan has its payment
 * reference (issue 35) and its books (issue 34: a loan booked before the journal gets its history once), and an installation without any user gets a first administrator
 * (outside demo mode) with no password: answers the e-mail and a one-time token that sets one, for the
 * caller to print once as a link. ADMIN_EMAIL names the administrator (admin@mesa.local without it).
 */
export async function bootstrap(db: Database, options: { createFirstAdmin: boolean; adminEmail?: string }) {
  const roleIds = await ensureRoles(db, systemRoles)
  await ensureAllyCatalogs(db)
  await ensureChartOfAccounts(db)
  await backfillPaymentReferences(db)
  await backfillLoanJournals(db)
  if (!options.createFirstAdmin) return null
  if ((await db.$count(users)) > 0) return null
  const email = options.adminEmail ?? 'admin@mesa.local'
  const [admin] = await db
    .insert(users)
    .values({
      fullName: 'Administrador',
      username: 'admin',
      email,
      passwordHash: null,
      roleId: roleIds.get('admin')!,
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id })
  const setUpToken = await issueOneTimeToken(db, admin!.id, 'reset_password', SET_UP_LINK_TTL_MS)
  return { email, setUpToken }
}

export async function userExists(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
  return Boolean(row)
}
