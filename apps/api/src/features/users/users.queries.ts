import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { UserListQuery } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { roleDirectory } from '../roles'
import { users } from './users.schema'
import { countUpTo, readPageOrFirst } from '../../lib/paging'
import { containsPattern, sortableText } from '../../lib/sql-text'

const listColumns = {
  id: users.id,
  fullName: users.fullName,
  company: users.company,
  role: roleDirectory.name,
  username: users.username,
  country: users.country,
  contact: users.contact,
  email: users.email,
  currentPlan: users.currentPlan,
  status: users.status,
  avatar: sql<string>`coalesce(${users.avatar}, '')`,
  billing: users.billing,
}

const sortColumns = {
  user: sortableText(users.fullName),
  email: sortableText(users.email),
  role: sortableText(roleDirectory.name),
  plan: sortableText(users.currentPlan),
  status: sortableText(users.status),
  billing: sortableText(users.billing),
} as const

/** GET /api/apps/users semantics (spec §7): newest first unless sorted; page reset to 1 past the last page. */
export async function listUsers(db: Executor, query: UserListQuery) {
  const conditions: SQL[] = [isNull(users.deletedAt)]
  if (query.q) {
    const pattern = containsPattern(query.q)
    conditions.push(or(ilike(users.fullName, pattern), ilike(users.email, pattern))!)
  }
  if (query.role) conditions.push(eq(roleDirectory.name, query.role))
  if (query.plan) conditions.push(eq(users.currentPlan, query.plan))
  if (query.status) conditions.push(eq(users.status, query.status as 'active'))
  const where = and(...conditions)

  const direction = query.orderBy === 'desc' ? desc : asc
  const order = query.sortBy ? [direction(sortColumns[query.sortBy]), desc(users.id)] : [desc(users.id)]
  const { rows, total, totalCapped, page, totalPages } = await readPageOrFirst(
    query,
    ({ limit, offset }) =>
      db
        .select(listColumns)
        .from(users)
        .innerJoin(roleDirectory, eq(roleDirectory.id, users.roleId))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    (cap) =>
      countUpTo(
        db,
        sql`${users} inner join ${roleDirectory} on ${eq(roleDirectory.id, users.roleId)}`,
        where,
        cap,
      ),
  )
  return { users: rows, totalPages, totalUsers: total, page, totalCapped }
}

export async function findUserDetail(db: Executor, id: number) {
  const [row] = await db
    .select({
      ...listColumns,
      taskDone: users.taskDone,
      projectDone: users.projectDone,
      taxId: users.taxId,
      language: users.language,
      roleId: users.roleId,
      twoFactorEnabled: sql<boolean>`${users.twoFactorEnabledAt} is not null`,
      createdAt: users.createdAt,
      version: users.version,
    })
    .from(users)
    .innerJoin(roleDirectory, eq(roleDirectory.id, users.roleId))
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
  return row ? { ...row, createdAt: row.createdAt.toISOString() } : null
}
