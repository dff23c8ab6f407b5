import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { loanDirectory } from '../loan-servicing'
import { screenPayer } from '../pld'
import type { LineRow, PostingPart } from './line-posting'

/**
 * Money-laundering prevention where the money comes in (issue 35, item 5): the line's payer screened against the
 * blocking lists (UIF, OFAC) before any of it is posted, once per loan it would pay. A hit raises the compliance
 * officer's alert (in the caller's transaction, which must commit for the alert to stay) and holds the line.
 */
export async function payerHeld(db: Executor, line: LineRow, parts: PostingPart[]) {
  if (line.counterpartyName.trim() === '') return false
  let held = false
  for (const part of parts) {
    const [loan] = await db
      .select({ id: loanDirectory.id })
      .from(loanDirectory)
      .where(eq(loanDirectory.applicationId, part.applicationId))
    if (!loan) continue
    const screening = await screenPayer(db, {
      name: line.counterpartyName,
      amountCents: part.amountCents,
      method: 'spei',
      loanId: loan.id,
      paidOn: line.valueDate,
    })
    held ||= screening.held
  }
  return held
}
