import { and, asc, desc, eq, isNull, ne, or, sql } from 'drizzle-orm'
import { rulesAllow, type AbilityRule, type ProfileTab } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { allyDirectory } from '../allies'
import { roleDirectory } from '../roles'
import { userDirectory, userProfiles } from '../users'
import { notFound } from '../../lib/http-errors'

const COLLEAGUES_SHOWN = 12
const colleagueColumns = {
  id: userDirectory.id,
  fullName: userDirectory.fullName,
  email: userDirectory.email,
  avatar: userDirectory.avatar,
  role: roleDirectory.name,
  presence: userDirectory.presence,
}
const activeUser = and(eq(userDirectory.status, 'active'), isNull(userDirectory.deletedAt))

async function loadMe(db: Executor, userId: number) {
  const [me] = await db
    .select()
    .from(userProfiles)
    .innerJoin(roleDirectory, eq(roleDirectory.id, userProfiles.roleId))
    .where(eq(userProfiles.id, userId))
  if (!me) throw notFound()
  const { user_profiles: user, role_directory: role } = me
  return { user, roleName: role.name, roleDescription: role.description }
}

/** The profile header: name, place, joining date and role. */
export async function profileHeader(db: Executor, userId: number) {
  const { user, roleName, roleDescription } = await loadMe(db, userId)
  return {
    fullName: user.fullName,
    location: user.country,
    joiningDate: user.createdAt.toISOString(),
    designation: roleDescription || roleName,
    profileImg: user.avatar,
    coverImg: null,
  }
}

/** One tab of the profile page, built from the user's account, role, colleagues and allies. */
export async function profileTab(db: Executor, userId: number, rules: AbilityRule[], tab: ProfileTab) {
  const { user, roleName } = await loadMe(db, userId)
  // Other people's names, e-mails and presence follow the user list's rule; one's own data is always readable.
  const mayReadStaff = rulesAllow(rules, { action: 'read', subject: 'Users' })
  const visiblePeople = mayReadStaff ? activeUser : and(activeUser, eq(userDirectory.id, userId))
  switch (tab) {
    case 'profile': {
      const count = await db.$count(
        userDirectory,
        and(activeUser, eq(userDirectory.roleId, user.roleId), ne(userDirectory.id, userId)),
      )
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
          roleId: roleDirectory.id,
          name: roleDirectory.name,
          description: roleDirectory.description,
          memberCount: db.$count(userDirectory, and(eq(userDirectory.roleId, roleDirectory.id), activeUser)),
        })
        .from(roleDirectory)
        .where(mayReadStaff ? undefined : eq(roleDirectory.id, user.roleId))
        .orderBy(sql`${roleDirectory.id} = ${user.roleId} desc`, asc(roleDirectory.name))
      const members = await db
        .select({ ...colleagueColumns, roleId: userDirectory.roleId })
        .from(userDirectory)
        .innerJoin(roleDirectory, eq(roleDirectory.id, userDirectory.roleId))
        .where(visiblePeople)
        .orderBy(asc(userDirectory.id))
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
          allyId: allyDirectory.id,
          allyName: allyDirectory.allyName,
          zoneName: allyDirectory.zoneName,
          status: allyDirectory.status,
          active: allyDirectory.active,
          sellerUserId: allyDirectory.sellerUserId,
        })
        .from(allyDirectory)
        .where(
          and(
            isNull(allyDirectory.deletedAt),
            or(eq(allyDirectory.sellerUserId, userId), eq(allyDirectory.supervisorUserId, userId)),
          ),
        )
        .orderBy(desc(allyDirectory.createdAt))
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
        .from(userDirectory)
        .innerJoin(roleDirectory, eq(roleDirectory.id, userDirectory.roleId))
        .where(and(visiblePeople, ne(userDirectory.id, userId)))
        .orderBy(sql`${userDirectory.roleId} = ${user.roleId} desc`, asc(userDirectory.fullName))
        .limit(COLLEAGUES_SHOWN)
      return { tab: 'connections' as const, connections }
    }
  }
}
