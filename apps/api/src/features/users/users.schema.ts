import { sql } from 'drizzle-orm'
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { UserStatus } from '@mesa/contracts'
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
