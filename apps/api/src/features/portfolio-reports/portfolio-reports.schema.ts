import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The portfolio reports' settings (one row, id 1): who receives the monthly package on the first business day
 * of each month, kept as data on the reports' settings screen (issue 36).
 */
export const portfolioReportSettings = pgTable('portfolio_report_settings', {
  id: integer('id').primaryKey(),
  recipients: jsonb('recipients').$type<string[]>().notNull().default([]),
  /** The last month (YYYY-MM) whose package was sent, so a job run twice sends it once. */
  lastSentMonth: text('last_sent_month'),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
