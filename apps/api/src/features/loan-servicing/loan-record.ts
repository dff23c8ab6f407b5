import { and, asc, eq, isNull, lt } from 'drizzle-orm'
import type { Executor, Transaction } from '../../db/client'
import { DEFAULT_DAY_COUNT, type DayCount } from '@mesa/contracts'
import { loanStateOn, loanSummary, openingSchedule, type LedgerLoan, type LedgerPayment } from '../../lending'
import { loanInstallments, loanPayments, loans } from './loan-servicing.schema'

export type LoanRow = typeof loans.$inferSelect

export interface LoanOpening {
  applicationId: number
  principalCents: number
  annualRateBps: number
  termMonths: number
  openingFeeBps: number
  insuranceMonthlyCents: number
  /** The disbursement's value date; the first installment falls due one month later unless `firstDueDate` says. */
  disbursedOn: string
  firstDueDate: string
  /** How the first period's days are counted (the product's credit policy); actual/360 when absent. */
  dayCount?: DayCount
  /** Issue 33: each installment's insurance from the bound policy (financed-insurance.ts). */
  insuranceByRow?: readonly number[]
}

/**
 * Opens the loan of an application with its schedule from the engine. The one way a loan comes to be:
 * today the activo hook calls it with the authorised (or requested) terms; when the contract and funding
 * (issue 15) land, the signed contract's terms are passed here instead. Does nothing if the loan exists.
 */
export async function openLoan(tx: Transaction, opening: LoanOpening): Promise<number> {
  const [existing] = await tx
    .select({ id: loans.id })
    .from(loans)
    .where(eq(loans.applicationId, opening.applicationId))
  if (existing) return existing.id
  const dayCount = opening.dayCount ?? DEFAULT_DAY_COUNT
  const schedule = openingSchedule(opening)
  const [created] = await tx
    .insert(loans)
    .values({
      applicationId: opening.applicationId,
      principalCents: opening.principalCents,
      annualRateBps: opening.annualRateBps,
      termMonths: opening.termMonths,
      openingFeeBps: opening.openingFeeBps,
      insuranceMonthlyCents: opening.insuranceMonthlyCents,
      disbursedOn: opening.disbursedOn,
      dayCount,
      balanceCents: opening.principalCents,
      nextDueDate: opening.firstDueDate,
      nextDueCents: schedule[0]?.totalCents ?? 0,
      figuresOn: opening.disbursedOn,
    })
    .returning({ id: loans.id })
  await tx.insert(loanInstallments).values(
    schedule.map((row) => ({
      loanId: created!.id,
      n: row.n,
      dueDate: row.date!,
      principalCents: row.principalCents,
      interestCents: row.interestCents,
      ivaCents: row.ivaCents,
      insuranceCents: row.insuranceCents,
    })),
  )
  return created!.id
}

/** The loan's ledger input: its terms, its original schedule and its payments not reversed. */
export async function loadLedger(
  db: Executor,
  loan: LoanRow,
): Promise<{ ledger: LedgerLoan; payments: LedgerPayment[] }> {
  const [schedule, payments] = await Promise.all([
    db
      .select()
      .from(loanInstallments)
      .where(eq(loanInstallments.loanId, loan.id))
      .orderBy(asc(loanInstallments.n)),
    db
      .select({
        id: loanPayments.id,
        paidOn: loanPayments.paidOn,
        amountCents: loanPayments.amountCents,
        prepaymentChoice: loanPayments.prepaymentChoice,
      })
      .from(loanPayments)
      .where(and(eq(loanPayments.loanId, loan.id), isNull(loanPayments.reversedAt))),
  ])
  return {
    ledger: {
      annualRateBps: loan.annualRateBps,
      insuranceMonthlyCents: loan.insuranceMonthlyCents,
      disbursedOn: loan.disbursedOn,
      schedule: schedule.map(({ n, dueDate, principalCents, interestCents, ivaCents, insuranceCents }) => ({
        n,
        dueDate,
        principalCents,
        interestCents,
        ivaCents,
        insuranceCents,
      })),
    },
    payments,
  }
}

/**
 * Recomputes the loan on `date` and stores its figures (balance, arrears, next due) and whether it is
 * paid off. Returns the state and the payoff date when the loan became paid off by this replay.
 */
export async function refreshLoanFigures(db: Executor, loan: LoanRow, date: string) {
  const { ledger, payments } = await loadLedger(db, loan)
  const state = loanStateOn(ledger, payments, date)
  const summary = loanSummary(state)
  await db
    .update(loans)
    .set({
      status: state.paidOffOn ? 'paid_off' : 'active',
      paidOffOn: state.paidOffOn,
      balanceCents: summary.balanceCents,
      nextDueDate: summary.nextDueDate,
      nextDueCents: summary.nextDueCents,
      daysPastDue: summary.daysPastDue,
      bucket: summary.bucket,
      figuresOn: date,
      updatedAt: new Date(),
    })
    .where(eq(loans.id, loan.id))
  return { state, summary }
}

export async function loanOfApplication(db: Executor, applicationId: number) {
  const [loan] = await db.select().from(loans).where(eq(loans.applicationId, applicationId))
  return loan ?? null
}

/** Active loans whose figures are older than `today` get them recomputed (the daily job, and lists on read). */
export async function refreshStaleFigures(db: Executor, today: string) {
  const stale = await db
    .select()
    .from(loans)
    .where(and(eq(loans.status, 'active'), lt(loans.figuresOn, today)))
  for (const loan of stale) await refreshLoanFigures(db, loan, today)
}
