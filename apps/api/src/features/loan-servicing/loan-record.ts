import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm'
import type { Executor, Transaction } from '../../db/client'
import {
  DEFAULT_ALLOCATION_STRATEGY,
  DEFAULT_DAY_COUNT,
  DEFAULT_DEFAULT_EVENT_FEE,
  type AllocationStrategy,
  type DayCount,
  type DelinquencyPolicy,
  type DefaultEventFee,
} from '@mesa/contracts'
import {
  ENGINE_VERSION,
  loanStateOn,
  loanSummary,
  openingSchedule,
  type LedgerLoan,
  type LedgerPayment,
  type LoanState,
} from '../../lending'
import { storeNewAllocations, type StoredAllocations } from './loan-allocations'
import { staleVersion } from '../../lib/http-errors'
import { loanInstallments, loanPayments, loans } from './loan-servicing.schema'
import {
  ledgerRowOf,
  ledgerVersionsOf,
  versionRecordsOf,
  type InstallmentRow,
  type LedgerVersionRecord,
} from './loan-version-store'
import { refreshDelinquency } from './loan-delinquency'
import { assignPaymentReference } from '../payment-references'
import type { LoanOpeningProduct } from './loan-product'
import { journalDisbursement, type DisbursementJournal } from './loan-opening-journal'

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
  /** Issue 33: the product's allocation strategy (default late_first_horizontal) and charges (default none). */
  allocationStrategy?: AllocationStrategy
  latePaymentFeeCents?: number
  collectionFeeCents?: number
  /** Which of the two a missed installment carries (default the late-payment fee; never both). */
  defaultEventFee?: DefaultEventFee
  /** Periodicity, number of payments and business days (issue 33, loan-product.ts); monthly when absent. */
  product?: LoanOpeningProduct
  /** Issue 33: each installment's insurance from the bound policy (financed-insurance.ts). */
  insuranceByRow?: readonly number[]
  /** Issue 34: the disbursement's entry (the product's mappings, the fee deducted); none when absent. */
  journal?: DisbursementJournal
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
  const periodicity = opening.product?.periodicity ?? 'monthly'
  const termPeriods = opening.product?.termPeriods ?? opening.termMonths
  const nonBusinessDays = opening.product?.nonBusinessDays
  const schedule = openingSchedule({
    ...opening,
    termMonths: termPeriods,
    periodicity,
    ...(nonBusinessDays ? { nonBusinessDays } : {}),
  })
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
      nextDueDate: schedule[0]?.date ?? opening.firstDueDate,
      nextDueCents: schedule[0]?.totalCents ?? 0,
      figuresOn: opening.disbursedOn,
      allocationStrategy: opening.allocationStrategy ?? DEFAULT_ALLOCATION_STRATEGY,
      engineVersion: ENGINE_VERSION,
      latePaymentFeeCents: opening.latePaymentFeeCents ?? 0,
      collectionFeeCents: opening.collectionFeeCents ?? 0,
      defaultEventFee: opening.defaultEventFee ?? DEFAULT_DEFAULT_EVENT_FEE,
      periodicity,
      termPeriods,
      dueDatesOnBusinessDays: nonBusinessDays !== undefined,
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
  if (opening.journal)
    await journalDisbursement(tx, created!.id, opening.principalCents, opening.disbursedOn, opening.journal)
  // Issue 35: the reference and CLABE the customer pays to, in the opening's transaction (no loan without them).
  await assignPaymentReference(tx, { loanId: created!.id, applicationId: opening.applicationId })
  return created!.id
}

/** The loan's ledger input: its terms, its opening schedule and later versions, its payments not reversed. */
export async function loadLedger(
  db: Executor,
  loan: LoanRow,
): Promise<{ ledger: LedgerLoan; payments: LedgerPayment[] }> {
  const [schedule, payments, versions] = await Promise.all([
    db
      .select()
      .from(loanInstallments)
      .where(eq(loanInstallments.loanId, loan.id))
      .orderBy(asc(loanInstallments.version), asc(loanInstallments.n)),
    db
      .select({
        id: loanPayments.id,
        paidOn: loanPayments.paidOn,
        amountCents: loanPayments.amountCents,
        prepaymentChoice: loanPayments.prepaymentChoice,
      })
      .from(loanPayments)
      .where(and(eq(loanPayments.loanId, loan.id), isNull(loanPayments.reversedAt))),
    versionRecordsOf(db, loan.id),
  ])
  return { ledger: ledgerOf(loan, schedule, versions), payments }
}

/**
 * The ledger input of a loan from its stored rows (every version's installments and the version records):
 * the one mapping, used by a single loan's read and by the end-of-day batches alike.
 */
export function ledgerOf(
  loan: LoanRow,
  schedule: InstallmentRow[],
  versions: LedgerVersionRecord[],
): LedgerLoan {
  return {
    annualRateBps: loan.annualRateBps,
    periodicity: loan.periodicity,
    insuranceMonthlyCents: loan.insuranceMonthlyCents,
    disbursedOn: loan.disbursedOn,
    schedule: schedule.filter((row) => row.version === 1).map(ledgerRowOf),
    versions: ledgerVersionsOf(versions, schedule),
    allocationStrategy: loan.allocationStrategy,
    latePaymentFeeCents: loan.latePaymentFeeCents,
    collectionFeeCents: loan.collectionFeeCents,
    defaultEventFee: loan.defaultEventFee,
  }
}

/** A ledger already read in this request (the payment route reads it once, issue 33). */
export interface LoadedLedger {
  ledger: LedgerLoan
  payments: LedgerPayment[]
}

/** What a caller of `refreshLoanFigures` already has in hand (the payment route): nothing is read again. */
export interface FiguresKnown {
  /** The ledger this request already read. */
  loaded?: LoadedLedger
  /** The loan's version the caller read; the same statement bumps it and refuses (409) if another write came first. */
  claimVersion?: number
  /** The ledger already replayed on the refresh date (with `loaded`). */
  state?: LoanState
  /** The live payments' stored allocations as read (the new ones get stored without a select). */
  storedAllocations?: StoredAllocations
  /** The product's delinquency policy, read once by the request. */
  delinquencyPolicy?: DelinquencyPolicy
}

/**
 * Recomputes the loan on `date` and stores its figures (balance, arrears, next due) and whether it is
 * paid off. Returns the state and the payoff date when the loan became paid off by this replay.
 */
export async function refreshLoanFigures(
  db: Executor,
  loan: LoanRow,
  date: string,
  { loaded, claimVersion, state: replayed, storedAllocations, delinquencyPolicy }: FiguresKnown = {},
) {
  const { ledger, payments } = loaded ?? (await loadLedger(db, loan))
  const state = (loaded && replayed) || loanStateOn(ledger, payments, date)
  const summary = loanSummary(state)
  const stored = await db
    .update(loans)
    .set({
      // A written-off loan stays so while it owes (its payments are recoveries); fully recovered, it is paid off.
      status: state.paidOffOn ? 'paid_off' : loan.status === 'written_off' ? 'written_off' : 'active',
      paidOffOn: state.paidOffOn,
      balanceCents: summary.balanceCents,
      nextDueDate: summary.nextDueDate,
      nextDueCents: summary.nextDueCents,
      daysPastDue: summary.daysPastDue,
      bucket: summary.bucket,
      figuresOn: date,
      updatedAt: new Date(),
      ...(claimVersion === undefined ? {} : { version: claimVersion + 1 }),
    })
    .where(
      and(eq(loans.id, loan.id), claimVersion === undefined ? undefined : eq(loans.version, claimVersion)),
    )
    .returning()
  await storeNewAllocations(db, loan, state, storedAllocations)
  const standing = await refreshDelinquency(db, loan, { ledger, payments, state }, delinquencyPolicy)
  if (!stored[0] && claimVersion !== undefined) throw staleVersion()
  // The standing the refresh just stored (the journal posts principal to the portfolio of the standing).
  const fresh = stored[0] ?? loan
  return {
    state,
    summary,
    loan: standing
      ? {
          ...fresh,
          accrualStatus: standing.accrualStatus,
          nonAccrualSince: standing.nonAccrualSince,
          suspendedInterestCents: standing.suspendedInterestCents,
        }
      : fresh,
  }
}

export async function loanOfApplication(db: Executor, applicationId: number) {
  const [loan] = await db.select().from(loans).where(eq(loans.applicationId, applicationId))
  return loan ?? null
}

/**
 * Loans still owing (active, or written off and recovering) whose figures are older than `today` get them
 * recomputed (the daily job, and lists on read).
 */
export async function refreshStaleFigures(db: Executor, today: string) {
  const stale = await db
    .select()
    .from(loans)
    .where(and(inArray(loans.status, ['active', 'written_off']), lt(loans.figuresOn, today)))
  for (const loan of stale) await refreshLoanFigures(db, loan, today)
}
