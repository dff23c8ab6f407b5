import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import type { AbilityRule } from '@mesa/contracts'

/** A role is data: a name and the CASL rules its users get (spec §6). */
export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  rules: jsonb('rules').$type<AbilityRule[]>().notNull().default([]),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
