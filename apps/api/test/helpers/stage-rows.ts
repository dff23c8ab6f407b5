import { eq } from 'drizzle-orm'
import { creditApplications } from '../../src/db/schema'
import type { TestApp } from './test-app'

type Stage = (typeof creditApplications.$inferSelect)['stage']

/** The first application the seeded database holds in `stage` (its row), or undefined when none is there. */
export async function firstInStage(t: TestApp, stage: Stage) {
  const [row] = await t.database.db
    .select()
    .from(creditApplications)
    .where(eq(creditApplications.stage, stage))
    .limit(1)
  return row
}
