import { and, eq, inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { applicationDirectory } from '../credit-applications'
import { loanDirectory } from '../loan-servicing'
import type { LoanMatch } from './line-matchers'
import { namesResemble } from './name-resemblance'

/**
 * The loans a line without a reference may be for (issue 35): active or recovering loans whose amount due
 * next equals the line's amount to the centavo and whose customer's name resembles the payer's. Only
 * suggested: a person confirms in the queue, nothing posts by itself.
 */
export async function suggestedLoans(
  db: Executor,
  line: { amountCents: number; counterpartyName: string },
): Promise<LoanMatch[]> {
  if (!line.counterpartyName) return []
  const sameAmount = await db
    .select({
      loanId: loanDirectory.id,
      applicationId: loanDirectory.applicationId,
      applicantName: applicationDirectory.applicantName,
    })
    .from(loanDirectory)
    .innerJoin(applicationDirectory, eq(applicationDirectory.id, loanDirectory.applicationId))
    .where(
      and(
        eq(loanDirectory.nextDueCents, line.amountCents),
        inArray(loanDirectory.status, ['active', 'written_off']),
      ),
    )
    .limit(200)
  return sameAmount
    .filter((loan) => namesResemble(line.counterpartyName, loan.applicantName))
    .map(({ loanId, applicationId }) => ({ loanId, applicationId }))
}
