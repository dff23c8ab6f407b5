import type { DeliberationResume } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import type { ApplicationRow } from '../credit-applications'
import { visitSummaryOf } from '../field-visits'

/**
 * The field visit's verdict for the resume: the newest report of the field-visits feature (with the analyst's
 * acceptance); for applications that advanced before visits had reports, what visita recorded on the move.
 */
export async function visitVerdictOf(
  db: Executor,
  application: ApplicationRow,
): Promise<DeliberationResume['fieldVisit']> {
  const report = await visitSummaryOf(db, application.id)
  if (report) return { result: report.verdict, notes: report.notes, source: 'report' }
  const recorded = application.workflow.visita as { visitResult?: string; visitNotes?: string } | undefined
  if (!recorded?.visitResult) return null
  return { result: recorded.visitResult, notes: recorded.visitNotes ?? '', source: 'advance' }
}
