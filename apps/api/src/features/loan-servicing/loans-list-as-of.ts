import { and, eq, lte, sql, type SQL } from 'drizzle-orm'
import type { LoanListItem } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { allyDirectory } from '../allies'
import { applicationDirectory as applications } from '../credit-applications'
import { loanStateOn, loanSummary } from '../../lending'
import { ledgersOf } from './loan-ledgers'
import type { LoanRow } from './loan-record'
import { loanDayFigures } from './loan-day-figures.schema'
import { loans } from './loan-servicing.schema'

/** A portfolio row as it stood (or will stand) on a date, before its funder is looked up. */
export type ListedAsOf = Omit<LoanListItem, 'funder'>

/**
 * A day's row still tells the truth about an active loan: a money event that rewrote the day after its close (a
 * back-dated payment, a reversal, a write-off, a restructure) forgot the row's sub-ledger figures
 * (loan-subledger-stale.ts), and a row from before those figures were kept has none: both are replayed.
 */
const trusted = (
  snapshot: typeof loanDayFigures.$inferSelect | null,
): snapshot is typeof loanDayFigures.$inferSelect =>
  snapshot?.status === 'active' && snapshot.subledgerPrincipalCents !== null

/**
 * Every loan matching `where` that existed on `asOf` (disbursed by then), with its status, balance, next
 * installment, days past due and bucket on that date (issue 33).
 * - A closed business day (`closed`: before today): each loan's figures as the end-of-day run recorded them
 *   that day (loan_day_figures, joined in the same statement): one statement whatever the portfolio's size.
 *   A loan without that day's snapshot (the day was never closed, or the loan was not active at its close:
 *   paid off, written off, opened later with an earlier date) and one the snapshot shows paid off that day
 *   (its payoff date is not in the snapshot) are replayed as below.
 * - Otherwise (today, a future day): its ledger replayed with the payments made by then, in three more
 *   statements for all the replayed loans: their schedules, their schedule versions, their payments.
 */
export async function listedAsOf(
  db: Executor,
  where: SQL | undefined,
  asOf: string,
  closed = false,
): Promise<ListedAsOf[]> {
  const rows = await db
    .select({
      loan: loans,
      origin: applications.product,
      folio: applications.folio,
      applicantName: applications.applicantName,
      allyId: applications.allyId,
      allyName: allyDirectory.allyName,
      snapshot: closed ? loanDayFigures : sql<null>`null`,
    })
    .from(loans)
    .innerJoin(applications, eq(applications.id, loans.applicationId))
    .innerJoin(allyDirectory, eq(allyDirectory.id, applications.allyId))
    .leftJoin(
      loanDayFigures,
      closed ? and(eq(loanDayFigures.loanId, loans.id), eq(loanDayFigures.on, asOf)) : sql`false`,
    )
    .where(and(where, lte(loans.disbursedOn, asOf)))
  const replay = rows.filter(({ snapshot }) => !trusted(snapshot))
  const replayed = await replayedAsOf(
    db,
    replay.map((row) => row.loan),
    asOf,
  )
  return rows.map(({ loan, snapshot, ...application }) => {
    const figures = trusted(snapshot)
      ? {
          status: 'active' as const,
          balanceCents: snapshot.balanceCents,
          nextDueDate: snapshot.nextDueDate,
          nextDueCents: snapshot.nextDueCents,
          daysPastDue: snapshot.daysPastDue,
          bucket: snapshot.bucket,
          paidOffOn: null,
        }
      : replayed.get(loan.id)!
    return {
      applicationId: loan.applicationId,
      ...application,
      principalCents: loan.principalCents,
      disbursedOn: loan.disbursedOn,
      ...figures,
    }
  })
}

type FiguresAsOf = Pick<
  ListedAsOf,
  'status' | 'balanceCents' | 'nextDueDate' | 'nextDueCents' | 'daysPastDue' | 'bucket' | 'paidOffOn'
>

/**
 * The loans' figures on `asOf` from their ledgers, replayed: the ledgers in three statements for all of them
 * (`ledgersOf`, as the end of day and the reconciliation read them; none for none); the replay leaves out the
 * payments after the day.
 */
async function replayedAsOf(db: Executor, loanRows: LoanRow[], asOf: string) {
  const figures = new Map<number, FiguresAsOf>()
  for (const { loan, ledger, payments } of (await ledgersOf(db, loanRows)).values()) {
    const state = loanStateOn(ledger, payments, asOf)
    const summary = loanSummary(state)
    figures.set(loan.id, {
      status: state.paidOffOn ? 'paid_off' : 'active',
      balanceCents: state.paidOffOn ? 0 : summary.balanceCents,
      nextDueDate: summary.nextDueDate,
      nextDueCents: summary.nextDueCents,
      daysPastDue: summary.daysPastDue,
      bucket: summary.bucket,
      paidOffOn: state.paidOffOn,
    })
  }
  return figures
}
