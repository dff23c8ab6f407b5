import { QueryBuilder } from 'drizzle-orm/pg-core'
import { users } from './users.schema'

// Issue 37: other features read staff accounts through this read model, never the users table. It names the
// columns others may read on purpose: no password hash, no two-step secret, codes or last step. Being a subquery,
// it cannot be inserted into or updated; PostgreSQL pulls it up into the join, so plans stay those of the table.
const directoryColumns = {
  id: users.id,
  fullName: users.fullName,
  username: users.username,
  email: users.email,
  avatar: users.avatar,
  roleId: users.roleId,
  status: users.status,
  language: users.language,
  presence: users.presence,
  presenceUpdatedAt: users.presenceUpdatedAt,
  deletedAt: users.deletedAt,
  createdAt: users.createdAt,
}

/** A staff member's own account and profile facts besides the directory's: for the account, profile and chat. */
export const userProfiles = new QueryBuilder()
  .select({
    ...directoryColumns,
    company: users.company,
    country: users.country,
    contact: users.contact,
    currentPlan: users.currentPlan,
    billing: users.billing,
    taxId: users.taxId,
    about: users.about,
    taskDone: users.taskDone,
    projectDone: users.projectDone,
    emailVerifiedAt: users.emailVerifiedAt,
    twoFactorEnabledAt: users.twoFactorEnabledAt,
    version: users.version,
  })
  .from(users)
  .as('user_profiles')

/** The directory under another name, for a query that joins staff twice (requester and decider). */
export const userDirectoryAs = <Name extends string>(name: Name) =>
  new QueryBuilder().select(directoryColumns).from(users).as(name)

/** Staff accounts as other features see them: who they are, their role, status and presence. */
export const userDirectory = userDirectoryAs('user_directory')
