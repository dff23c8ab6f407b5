import { z } from 'zod'
import { presenceSchema } from '../auth/auth'

/** The user-profile page's endpoints (spec §7 paths; full paths, see index.ts "API paths"). */
export const profilePaths = { profile: '/api/pages/profile', header: '/api/pages/profile/header' } as const

/** The user-profile page (spec §3 "Profile": header and tabs profile, teams, projects, connections). */
export const profileTabs = ['profile', 'teams', 'projects', 'connections'] as const
export const profileTabSchema = z.enum(profileTabs)
export type ProfileTab = z.infer<typeof profileTabSchema>

export const profileHeaderSchema = z.object({
  fullName: z.string(),
  location: z.string(),
  /** ISO date the account was created. */
  joiningDate: z.string(),
  designation: z.string(),
  profileImg: z.string().nullable(),
  coverImg: z.string().nullable(),
})
export type ProfileHeader = z.infer<typeof profileHeaderSchema>

const colleagueSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  role: z.string(),
  presence: presenceSchema,
})

export const profileTabDataSchema = z.discriminatedUnion('tab', [
  z.object({
    tab: z.literal('profile'),
    about: z.object({
      fullName: z.string(),
      status: z.string(),
      role: z.string(),
      country: z.string(),
      language: z.string(),
    }),
    contacts: z.object({ contact: z.string(), email: z.string() }),
    overview: z.object({
      taskDone: z.number().int(),
      projectDone: z.number().int(),
      connections: z.number().int(),
    }),
    bio: z.string(),
  }),
  z.object({
    tab: z.literal('teams'),
    /** Teams are roles: the user's own first, each with its size and some members. */
    teams: z.array(
      z.object({
        roleId: z.number().int(),
        name: z.string(),
        description: z.string(),
        memberCount: z.number().int(),
        members: z.array(colleagueSchema),
        isMine: z.boolean(),
      }),
    ),
  }),
  z.object({
    tab: z.literal('projects'),
    /** Projects are the allies the user looks after, as seller or supervisor. */
    projects: z.array(
      z.object({
        allyId: z.number().int(),
        allyName: z.string(),
        zoneName: z.string(),
        status: z.string(),
        active: z.boolean(),
        relation: z.enum(['seller', 'supervisor']),
      }),
    ),
  }),
  z.object({
    tab: z.literal('connections'),
    /** Colleagues with the same role first, then the rest, active accounts only. */
    connections: z.array(colleagueSchema),
  }),
])
export type ProfileTabData = z.infer<typeof profileTabDataSchema>

export const profileQuerySchema = z.object({ tab: profileTabSchema.default('profile') })
