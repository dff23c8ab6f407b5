import { and, asc, desc, eq, isNull, ne, or, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { profileHeaderSchema, profileQuerySchema, profileTabDataSchema, rulesAllow } from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import type { Executor } from '../../db/client'
import { allies, roles, users } from '../../db/schema'
import { notFound } from '../../lib/http-errors'
import { principalOf } from '../auth'

const COLLEAGUES_SHOWN = 12
const colleagueColumns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  avatar: users.avatar,
  role: roles.name,
  presence: users.presence,
}
const activeUser = and(eq(users.status, 'active'), isNull(users.deletedAt))

async function loadMe(db: Executor, userId: number) {
  const [me] = await db
    .select({ user: users, roleName: roles.name, roleDescription: roles.description })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId))
  if (!me) throw notFound()
  return me
}

/** The signed-in user's profile page, built from their account, role, colleagues and allies. */
export function registerProfileRoutes(app: FastifyInstance, { db }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['profile']

  routes.get('/api/pages/profile/header', {
    config: { access: 'signed-in' },
    schema: { tags, summary: 'Profile header', response: { 200: profileHeaderSchema } },
    handler: async (request) => {
      const { user, roleName, roleDescription } = await loadMe(db, principalOf(request).userId)
      return {
        fullName: user.fullName,
        location: user.country,
        joiningDate: user.createdAt.toISOString(),
        designation: roleDescription || roleName,
        profileImg: user.avatar,
        coverImg: null,
      }
    },
  })

  routes.get('/api/pages/profile', {
    config: { access: 'signed-in' },
    schema: {
      tags,
      summary: 'One tab of the profile',
      querystring: profileQuerySchema,
      response: { 200: profileTabDataSchema },
    },
    handler: async (request) => {
      const { userId, rules } = principalOf(request)
      const { user, roleName } = await loadMe(db, userId)
      // Other people's names, e-mails and presence follow the user list's rule; one's own data is always readable.
      const mayReadStaff = rulesAllow(rules, { action: 'read', subject: 'Users' })
      const visiblePeople = mayReadStaff ? activeUser : and(activeUser, eq(users.id, userId))
      switch (request.query.tab) {
        case 'profile': {
          const [{ count } = { count: 0 }] = await db
            .select({ count: sql<number>`count(*)::int` })
            .from(users)
            .where(and(activeUser, eq(users.roleId, user.roleId), ne(users.id, userId)))
          return {
            tab: 'profile' as const,
            about: {
              fullName: user.fullName,
              status: user.status,
              role: roleName,
              country: user.country,
              language: user.language,
            },
            contacts: { contact: user.contact, email: user.email },
            overview: { taskDone: user.taskDone, projectDone: user.projectDone, connections: count },
            bio: user.about,
          }
        }
        case 'teams': {
          const teams = await db
            .select({
              roleId: roles.id,
              name: roles.name,
              description: roles.description,
              memberCount: sql<number>`(select count(*)::int from users u where u.role_id = "roles"."id" and u.status = 'active' and u.deleted_at is null)`,
            })
            .from(roles)
            .where(mayReadStaff ? undefined : eq(roles.id, user.roleId))
            .orderBy(sql`"roles"."id" = ${user.roleId} desc`, asc(roles.name))
          const members = await db
            .select({ ...colleagueColumns, roleId: users.roleId })
            .from(users)
            .innerJoin(roles, eq(roles.id, users.roleId))
            .where(visiblePeople)
            .orderBy(asc(users.id))
          return {
            tab: 'teams' as const,
            teams: teams
              .filter((team) => team.memberCount > 0)
              .map((team) => ({
                ...team,
                isMine: team.roleId === user.roleId,
                members: members
                  .filter((member) => member.roleId === team.roleId)
                  .slice(0, 5)
                  .map(({ roleId: _roleId, ...member }) => member),
              })),
          }
        }
        case 'projects': {
          const rows = await db
            .select({
              allyId: allies.id,
              allyName: allies.allyName,
              zoneName: allies.zoneName,
              status: allies.status,
              active: allies.active,
              sellerUserId: allies.sellerUserId,
            })
            .from(allies)
            .where(
              and(
                isNull(allies.deletedAt),
                or(eq(allies.sellerUserId, userId), eq(allies.supervisorUserId, userId)),
              ),
            )
            .orderBy(desc(allies.createdAt))
            .limit(50)
          return {
            tab: 'projects' as const,
            projects: rows.map(({ sellerUserId, ...ally }) => ({
              ...ally,
              relation: sellerUserId === userId ? ('seller' as const) : ('supervisor' as const),
            })),
          }
        }
        case 'connections': {
          const connections = await db
            .select(colleagueColumns)
            .from(users)
            .innerJoin(roles, eq(roles.id, users.roleId))
            .where(and(visiblePeople, ne(users.id, userId)))
            .orderBy(sql`${users.roleId} = ${user.roleId} desc`, asc(users.fullName))
            .limit(COLLEAGUES_SHOWN)
          return { tab: 'connections' as const, connections }
        }
      }
    },
  })
}
