import type { Executor } from '../../db/client'
import { users } from './users.schema'

/** What a seed or an import gives to open a staff account; the rest takes the table's defaults. */
export type NewStaffAccount = Pick<
  typeof users.$inferInsert,
  | 'fullName'
  | 'username'
  | 'email'
  | 'passwordHash'
  | 'roleId'
  | 'status'
  | 'emailVerifiedAt'
  | 'company'
  | 'contact'
>

/** Opens the accounts whose e-mail or username is not taken yet (issue 37: other features' seeds come here). */
export async function addStaffAccounts(db: Executor, accounts: NewStaffAccount[]) {
  if (accounts.length > 0) await db.insert(users).values(accounts).onConflictDoNothing()
}
