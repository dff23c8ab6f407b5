import { eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import type { NewStaffAccount } from './staff-accounts'
import { users } from './users.schema'

// Issue 37: what auth reads and writes of a staff account to sign it in, register it and recover it, each
// taking the caller's executor or transaction. Addresses match in any letter case, as the unique index does.
const withEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase())

/** What signing in checks: the password hash, the status and whether two-step sign-in is on; undefined: none. */
export async function signInFactsOf(db: Executor, email: string) {
  const [account] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      status: users.status,
      twoFactorEnabledAt: users.twoFactorEnabledAt,
    })
    .from(users)
    .where(withEmail(email))
    .limit(1)
  return account
}

/** The account with this address, to write to its owner in their language; undefined: none. */
export async function accountByEmail(db: Executor, email: string) {
  const [account] = await db
    .select({ id: users.id, fullName: users.fullName, email: users.email, language: users.language })
    .from(users)
    .where(withEmail(email))
    .limit(1)
  return account
}

/** Opens one account and answers its id (a taken address or username throws, as the unique indexes do). */
export async function openAccount(db: Executor, account: NewStaffAccount) {
  const [opened] = await db.insert(users).values(account).returning({ id: users.id })
  return opened!.id
}

/** The account's owner confirmed its e-mail address. */
export async function markEmailVerified(db: Executor, userId: number) {
  await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId))
}
