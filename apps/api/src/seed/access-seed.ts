import { fakerES_MX as faker } from '@faker-js/faker'
import { inArray, sql } from 'drizzle-orm'
import { billingMethods, userPlans, type AbilityRule, type UserStatus } from '@mesa/contracts'
import type { Database } from '../db/client'
import { permissions, rolePermissions, users } from '../db/schema'

/**
 * The spec's nine sample permissions (§6), given to our roles: the spec's "administrator" is admin,
 * "manager" the ally supervisor, "users" and "support" the analysts and the control desk,
 * "restricted-user" the client role. "Add & Remove Users" is the administrator's only: the supervisor
 * is ally-side staff, and who manages accounts could otherwise hand out roles (issue 9).
 */
const samplePermissions: Array<{ name: string; roles: string[]; rules: AbilityRule[] }> = [
  { name: 'Management', roles: ['admin'], rules: [{ action: 'manage', subject: 'all' }] },
  { name: 'Manage Billing & Roles', roles: ['admin'], rules: [{ action: 'manage', subject: 'Roles' }] },
  {
    name: 'Add & Remove Users',
    roles: ['admin'],
    rules: [{ action: 'manage', subject: 'Users' }],
  },
  {
    name: 'Project Planning',
    roles: ['admin', 'analista', 'mesa-control'],
    rules: [{ action: 'read', subject: 'agent-status' }],
  },
  {
    name: 'Manage Email Sequences',
    roles: ['admin', 'analista', 'mesa-control'],
    rules: [{ action: 'read', subject: 'templates' }],
  },
  {
    name: 'Client Communication',
    roles: ['admin', 'supervisor'],
    rules: [{ action: 'read', subject: 'channels' }],
  },
  { name: 'Only View', roles: ['admin', 'client'], rules: [{ action: 'read', subject: 'AclDemo' }] },
  {
    name: 'Financial Management',
    roles: ['admin', 'supervisor'],
    rules: [{ action: 'read', subject: 'contrato' }],
  },
  {
    name: "Manage Others' Tasks",
    roles: ['admin', 'mesa-control'],
    rules: [{ action: 'read', subject: 'Users' }],
  },
]

export async function seedPermissions(db: Database, roleIds: Map<string, number>) {
  const existing = await db.select({ name: permissions.name }).from(permissions)
  const known = new Set(existing.map((row) => row.name))
  const missing = samplePermissions.filter((permission) => !known.has(permission.name))
  if (missing.length === 0) return
  // Fixed creation dates, so the list's "created date" text is the same on every install.
  const created = await db
    .insert(permissions)
    .values(
      missing.map((permission, index) => ({
        name: permission.name,
        rules: permission.rules,
        createdAt: new Date(Date.UTC(2025, index % 12, 3 + index * 2, 15 + index, 7 * index)),
      })),
    )
    .returning({ id: permissions.id, name: permissions.name })
  const links = created.flatMap((permission) =>
    samplePermissions
      .find((sample) => sample.name === permission.name)!
      .roles.filter((role) => roleIds.has(role))
      .map((role) => ({ permissionId: permission.id, roleId: roleIds.get(role)! })),
  )
  if (links.length > 0) await db.insert(rolePermissions).values(links).onConflictDoNothing()
}

const STAFF_SEED = 20_261_122
const STAFF_COUNT = 30
const staffRoles = [
  'analista',
  'mesa-control',
  'visitador',
  'comite',
  'ventas',
  'supervisor',
  'client',
] as const
const statuses: UserStatus[] = ['active', 'active', 'active', 'inactive', 'pending']

/** Staff accounts for the user list (spec §9: 50 users with the demo accounts and ally staff); they have no password. */
export async function seedStaff(db: Database, roleIds: Map<string, number>) {
  faker.seed(STAFF_SEED)
  const staff = Array.from({ length: STAFF_COUNT }, (_, index) => {
    const firstName = faker.person.firstName()
    const lastName = `${faker.person.lastName()} ${faker.person.lastName()}`
    const username =
      faker.internet
        .username({ firstName, lastName })
        .toLowerCase()
        .replace(/[^a-z0-9._-]/g, '') + index
    return {
      fullName: `${firstName} ${lastName}`,
      username,
      email: `${username}@mesa-credito.mx`,
      roleId: roleIds.get(faker.helpers.arrayElement(staffRoles))!,
      status: faker.helpers.arrayElement(statuses),
      company: faker.helpers.arrayElement(['Mesa Crédito Automotriz', 'Mesa Seguros', 'Mesa Fondeo']),
      country: 'México',
      contact: faker.phone.number({ style: 'national' }),
      currentPlan: faker.helpers.arrayElement(userPlans),
      billing: faker.helpers.arrayElement(billingMethods),
      taxId: faker.string.alphanumeric({ length: 13, casing: 'upper' }),
      taskDone: faker.number.int({ min: 0, max: 2000 }),
      projectDone: faker.number.int({ min: 0, max: 300 }),
      createdAt: faker.date.between({ from: '2024-01-01T00:00:00Z', to: '2026-06-30T00:00:00Z' }),
      presence: faker.helpers.arrayElement(['online', 'offline', 'busy', 'away'] as const),
    }
  })
  const present = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        staff.map((member) => member.email),
      ),
    )
  const known = new Set(present.map((row) => row.email.toLowerCase()))
  const missing = staff.filter((member) => !known.has(member.email))
  if (missing.length > 0) await db.insert(users).values(missing).onConflictDoNothing()
}
