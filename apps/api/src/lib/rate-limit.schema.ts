import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Rate-limit counters shared by every API instance on one PostgreSQL (lib/rate-limit-store.ts): one row per
 * limiter key (route or limiter, then user or address) holding the hits of its current window. UNLOGGED
 * (migration 0013; Drizzle's schema cannot say it): disposable counters need no WAL flush per request.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    /** End of the current window: the next hit after it starts a new window at 1. */
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_resets_at_idx').on(table.resetsAt)],
)
