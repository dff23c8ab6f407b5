import { and, asc, eq, inArray, or, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { containsPattern } from '../../lib/sql-text'
import { applicationDirectory } from '../credit-applications'
import { loanDirectory } from '../loan-servicing'

/**
 * The loans a line may be posted on (the match and split dialogs): still owing (active, or written off and
 * recovering), found by folio or by the customer's name; at most 20.
 */
export async function loanOptions(db: Executor, q: string | undefined) {
  const folio = q && /^\d{1,9}$/.test(q) ? Number(q) : null
  const found = q
    ? or(
        folio === null ? undefined : eq(applicationDirectory.folio, folio),
        sql`${applicationDirectory.applicantName} ilike ${containsPattern(q)}`,
      )
    : undefined
  const rows = await db
    .select({
      applicationId: applicationDirectory.id,
      folio: applicationDirectory.folio,
      customerName: applicationDirectory.applicantName,
      origin: applicationDirectory.product,
      nextDueCents: loanDirectory.nextDueCents,
    })
    .from(loanDirectory)
    .innerJoin(applicationDirectory, eq(applicationDirectory.id, loanDirectory.applicationId))
    .where(and(inArray(loanDirectory.status, ['active', 'written_off']), found))
    .orderBy(asc(applicationDirectory.folio))
    .limit(20)
  return { items: rows, total: rows.length }
}
