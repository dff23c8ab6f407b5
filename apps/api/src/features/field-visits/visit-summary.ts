import { desc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { visitReports } from './field-visits.schema'
import { hasAcceptedVisit } from './visit-requests'

/**
 * The newest reported visit of an application, for the committee's resume (credit-decision): the agent's
 * verdict and notes, and whether the analyst accepted it. Null while no report exists.
 */
export async function visitSummaryOf(db: Executor, applicationId: number) {
  const [report] = await db
    .select({ verdict: visitReports.verdict, answers: visitReports.answers })
    .from(visitReports)
    .where(eq(visitReports.applicationId, applicationId))
    .orderBy(desc(visitReports.submittedAt))
    .limit(1)
  if (!report) return null
  return {
    verdict: report.verdict,
    notes: report.answers.notes ?? '',
    accepted: await hasAcceptedVisit(db, applicationId),
  }
}
