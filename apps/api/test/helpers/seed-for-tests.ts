import { eq } from 'drizzle-orm'
import { businessDates, jobs } from '../../src/db/schema'
import type { Database } from '../../src/db/client'
import type { FileStorage } from '../../src/lib/storage'
import { bootstrap } from '../../src/seed/bootstrap'
import { seedDemo } from '../../src/seed/demo-seed'

/**
 * The demo seed as a test database starts from. The seed fixes the business date on the day it runs (the
 * collections desk posts a payment "today"); a test file's business date is instead the first one it reads, on its
 * own clock (many pin the clock in 2030), as on an installation that never closed a day. The day's reminder run
 * the dunning seed queues for the demo's worker is left out too: a test's queue holds only what it enqueues.
 */
export async function seedForTests(db: Database, storage: FileStorage) {
  await bootstrap(db, { createFirstAdmin: false })
  await seedDemo(db, { storage })
  await db.delete(businessDates)
  await db.delete(jobs).where(eq(jobs.kind, 'dunning.run'))
}
