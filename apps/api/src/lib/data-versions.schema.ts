import { bigint, pgTable, text } from 'drizzle-orm/pg-core'

/**
 * One counter per named data set (e.g. 'allies': the allies and who is linked to them), bumped once by every
 * committed transaction that changes it (the triggers of migration 0012). Answers computed from that data are
 * kept in memory under the version they were read at (lib/versioned-answers.ts).
 */
export const dataVersions = pgTable('data_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
})
