import { and, eq, sql, type SQL } from 'drizzle-orm'
import { maySuperviseCollections, type AbilityRule } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import type { Viewer } from '../allies'
import { applicationDirectory, visibleInDirectory } from '../credit-applications'
import { loanDirectory } from '../loan-servicing'
import { notFound } from '../../lib/http-errors'
import { collectionAssignments } from './collections.schema'

/** Who is working the desk: their row scope and whether they supervise it (docs/security.md, collections). */
export interface DeskViewer extends Viewer {
  rules: AbilityRule[]
}

export const supervises = (viewer: DeskViewer) => maySuperviseCollections(viewer.rules)

/**
 * The loans a person sees on the desk: a collector those assigned to them; a supervisor every loan within
 * their role's row scope (all, or their allies' applications'). Applies to a query joining loanDirectory,
 * applicationDirectory and collectionAssignments.
 */
export function deskScope(viewer: DeskViewer): SQL | undefined {
  if (supervises(viewer)) return visibleInDirectory(viewer)
  return and(eq(collectionAssignments.collectorUserId, viewer.userId), visibleInDirectory(viewer))
}

/** Loans in arrears on the desk (active, days past due above zero on the business date's figures). */
export const inArrears = sql`${loanDirectory.status} = 'active' and ${loanDirectory.daysPastDue} > 0`

/**
 * The loan when the viewer may see it on the desk (in arrears or not: a kept promise may have cured it), else a
 * 404: a collector asking for another's loan learns nothing of it.
 */
export async function visibleDeskLoan(db: Executor, loanId: number, viewer: DeskViewer) {
  const [row] = await db
    .select({ loanId: loanDirectory.id, applicationId: loanDirectory.applicationId })
    .from(loanDirectory)
    .innerJoin(applicationDirectory, eq(applicationDirectory.id, loanDirectory.applicationId))
    .leftJoin(collectionAssignments, eq(collectionAssignments.loanId, loanDirectory.id))
    .where(and(eq(loanDirectory.id, loanId), deskScope(viewer)))
  if (!row) throw notFound()
  return row
}
