import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import type { AbilityRule, RoleScope, SystemRoleKey } from '@mesa/contracts'

/** A role is data: a name and the CASL rules its users get (spec §6). */
export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  rules: jsonb('rules').$type<AbilityRule[]>().notNull().default([]),
  /** Set on the system roles only; code finds them by this key, so renaming them breaks nothing. */
  key: text('key').$type<SystemRoleKey>().unique(),
  /** Which records the role's users see (row-level scope, see `roleScopes` in contracts). */
  scope: text('scope').$type<RoleScope>().notNull().default('all'),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
