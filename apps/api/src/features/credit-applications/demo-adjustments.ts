import { and, eq, sql } from 'drizzle-orm'
import type { Applicant } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { creditApplications as applications } from './credit-applications.schema'

// Other features' demo seeds shape an application's file to tell their story; they write it through these
// (issue 37), in the caller's transaction.

/** The payoff date of a paid-off demo loan, recorded in the workflow as `closeAsPaidOff` records it. */
export async function recordPayoffDate(tx: Executor, applicationId: number, paidOffOn: string) {
  await tx
    .update(applications)
    .set({
      workflow: sql`${applications.workflow} || ${JSON.stringify({ paidOffOn, activo: { paidOffOn } })}::jsonb`,
    })
    .where(eq(applications.id, applicationId))
}

/** Another person's CURP typed into the file (the bureau's mismatch demo), unless the CURP changed meanwhile. */
export async function retypeCurp(
  db: Executor,
  application: { id: number; curp: string; applicant: Applicant },
  curp: string,
) {
  await db
    .update(applications)
    .set({ curp, applicant: { ...application.applicant, curp } })
    .where(and(eq(applications.id, application.id), eq(applications.curp, application.curp)))
}
