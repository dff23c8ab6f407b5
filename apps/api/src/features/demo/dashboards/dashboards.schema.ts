import { integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core'

/** Spec §3 "Analytics project". */
export const demoAnalyticsProjects = pgTable('demo_analytics_projects', {
  id: serial('id').primaryKey(),
  logo: text('logo').notNull(),
  name: text('name').notNull().unique(),
  project: text('project').notNull(),
  leader: text('leader').notNull(),
  progress: smallint('progress').notNull(),
  minutes: integer('minutes').notNull(),
  team: text('team').array().notNull(),
  extraMembers: integer('extra_members'),
})
