import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { Presence, UserStatus } from '@mesa/contracts'
import { roles } from '../roles/roles.schema'

/** Staff accounts (spec §3 "Login user" and "User"). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    avatar: text('avatar'),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    status: text('status').$type<UserStatus>().notNull().default('active'),
    company: text('company').notNull().default(''),
    country: text('country').notNull().default('México'),
    contact: text('contact').notNull().default(''),
    currentPlan: text('current_plan').notNull().default('basic'),
    billing: text('billing').notNull().default('Manual-Cash'),
    language: text('language').notNull().default('es'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    taxId: text('tax_id').notNull().default(''),
    about: text('about').notNull().default(''),
    taskDone: integer('task_done').notNull().default(0),
    projectDone: integer('project_done').notNull().default(0),
    /** TOTP secret (base32) while two-step sign-in is being set up or is on. */
    twoFactorSecret: text('two_factor_secret'),
    twoFactorEnabledAt: timestamp('two_factor_enabled_at', { withTimezone: true }),
    /** The last TOTP time step accepted, so a code cannot be used twice. */
    twoFactorLastStep: integer('two_factor_last_step'),
    /** SHA-256 hashes of the unused recovery codes. */
    twoFactorRecoveryCodes: jsonb('two_factor_recovery_codes').$type<string[]>().notNull().default([]),
    presence: text('presence').$type<Presence>().notNull().default('offline'),
    presenceUpdatedAt: timestamp('presence_updated_at', { withTimezone: true }),
    /** Deleted accounts keep their row (history points at them) but vanish from lists and cannot sign in. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    index('users_role_id_idx').on(table.roleId),
  ],
)
