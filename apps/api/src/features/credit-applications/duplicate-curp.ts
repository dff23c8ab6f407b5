import { and, eq, inArray, ne } from 'drizzle-orm'
import { workingStages, type CreateApplicationWarning } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { creditApplications as applications } from './credit-applications.schema'

/**
 * A second open application for the same person at the same ally is usually a double capture, but
 * not always (a different vehicle, a re-application): the create succeeds and the answer warns, naming
 * the folios of the open ones so the person can check them.
 */
export async function duplicateCurpWarnings(
  db: Executor,
  created: { id: number; allyId: number; curp: string },
): Promise<CreateApplicationWarning[]> {
  const open = await db
    .select({ folio: applications.folio })
    .from(applications)
    .where(
      and(
        eq(applications.allyId, created.allyId),
        eq(applications.curp, created.curp),
        inArray(applications.stage, [...workingStages]),
        ne(applications.id, created.id),
      ),
    )
    .orderBy(applications.folio)
    .limit(10)
  return open.map(({ folio }) => ({ code: 'duplicate_curp', folio }))
}
