import { asc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { automatedChecks } from './automated-checks.schema'

/** Each check's name and status on the application, by name (issue 37: what a committee's basis reads). */
export async function checkOutcomesOf(db: Executor, applicationId: number) {
  return db
    .select({ name: automatedChecks.name, status: automatedChecks.status })
    .from(automatedChecks)
    .where(eq(automatedChecks.applicationId, applicationId))
    .orderBy(asc(automatedChecks.name))
}
