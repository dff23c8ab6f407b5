import { eq } from 'drizzle-orm'
import {
  defaultDelinquencyPolicy,
  type CreditProduct,
  type DelinquencyPolicy,
  type LoanDelinquency,
} from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { recordAudit, type AuditEvent } from '../audit'
import { applicationDirectory } from '../credit-applications'
import { currentPolicy } from '../credit-policy'
import {
  accrualStandingOn,
  exposureOf,
  loanSummary,
  provisionOf,
  suspendedInterestOn,
  type LedgerLoan,
  type LedgerPayment,
  type LoanState,
} from '../../lending'
import type { LoanRow } from './loan-record'
import { postReclassification } from './loan-journal'
import { loans } from './loan-servicing.schema'

/*
 * Delinquency and loss on the loan (issue 33, docs/domain.md "Delinquency and loss"): the non-accrual
 * standing kept on every figure refresh (payments, reversals, the daily job), and the loan page's figures.
 */

/** The product's delinquency policy in force (credit policy terms); versions without one read the defaults. */
export async function delinquencyPolicyOf(db: Executor, product: CreditProduct): Promise<DelinquencyPolicy> {
  return delinquencyPolicyIn(await currentPolicy(db, product))
}

/** The delinquency policy of a credit policy the request already read (one policy read per request). */
export const delinquencyPolicyIn = (policy: Awaited<ReturnType<typeof currentPolicy>>): DelinquencyPolicy =>
  policy.terms.delinquency ?? defaultDelinquencyPolicy

export async function productOfLoan(db: Executor, loan: LoanRow): Promise<CreditProduct> {
  const [row] = await db
    .select({ product: applicationDirectory.product })
    .from(applicationDirectory)
    .where(eq(applicationDirectory.id, loan.applicationId))
  return row!.product as CreditProduct
}

/**
 * Whether the loan was restructured (the PD table's restructured row): its `restructureCount` once the
 * schedule-versions change adds that column to loans, read here and nowhere else; 0 until then.
 */
export const isRestructured = (loan: LoanRow) =>
  ((loan as Partial<Record<'restructureCount', number>>).restructureCount ?? 0) > 0

export interface Replay {
  ledger: LedgerLoan
  payments: LedgerPayment[]
  state: LoanState
}

/** The standing and suspended interest on the state's date, from what is stored (a written-off loan keeps its own). */
export function standingOf(loan: LoanRow, { ledger, payments, state }: Replay, policy: DelinquencyPolicy) {
  const standing = accrualStandingOn(
    state,
    { accrualStatus: loan.accrualStatus, nonAccrualSince: loan.nonAccrualSince },
    policy,
  )
  const suspendedInterestCents = standing.nonAccrualSince
    ? suspendedInterestOn(ledger, payments, standing.nonAccrualSince, state.asOf)
    : 0
  return { ...standing, suspendedInterestCents }
}

/**
 * Called by `refreshLoanFigures`: stores the loan's standing on the refresh date; entering non-accrual and
 * returning to accruing are audited (by the system). A written-off loan is off the books: left as it is.
 * `known`: the policy when the caller already read it (the payment route), else it is read here.
 */
export async function refreshDelinquency(
  db: Executor,
  loan: LoanRow,
  replay: Replay,
  known?: DelinquencyPolicy,
): Promise<Standing | undefined> {
  if (!judged(loan, replay)) return undefined
  const product = known ? null : await productOfLoan(db, loan)
  const policy = known ?? (await delinquencyPolicyOf(db, product!))
  const next = standingOf(loan, replay, policy)
  if (!standingChanged(loan, next)) return undefined
  await db
    .update(loans)
    .set({
      accrualStatus: next.accrualStatus,
      nonAccrualSince: next.nonAccrualSince,
      suspendedInterestCents: next.suspendedInterestCents,
    })
    .where(eq(loans.id, loan.id))
  if (next.accrualStatus !== loan.accrualStatus) {
    await recordAudit(db, accrualChangeEvent(loan, replay, next))
    // Issue 34: the principal moves between the current and past-due portfolio with the standing.
    await postReclassification(
      db,
      {
        loanId: loan.id,
        product: product ?? (await productOfLoan(db, loan)),
        businessDate: replay.state.asOf,
        createdBy: null,
      },
      next.accrualStatus === 'accruing',
    )
  }
  return next
}

/**
 * Whether the standing is judged at all: a written-off loan is off the books; a loan paid off, accruing and with
 * nothing suspended has nothing to change (no policy read).
 */
export const judged = (loan: LoanRow, { state }: Replay) =>
  !(loan.status === 'written_off' && !state.paidOffOn) &&
  !(state.paidOffOn && loan.accrualStatus === 'accruing' && loan.suspendedInterestCents === 0)

type Standing = ReturnType<typeof standingOf>

/** Whether the judged standing differs from the stored one (else nothing is written). */
export const standingChanged = (loan: LoanRow, next: Standing) =>
  next.accrualStatus !== loan.accrualStatus ||
  next.nonAccrualSince !== loan.nonAccrualSince ||
  next.suspendedInterestCents !== loan.suspendedInterestCents

/** The system's audit event of a loan entering non-accrual or returning to accruing. */
export const accrualChangeEvent = (loan: LoanRow, replay: Replay, next: Standing): AuditEvent => ({
  actorUserId: null,
  action: next.accrualStatus === 'non_accrual' ? 'loan.non_accrual' : 'loan.accrual_resumed',
  entityType: 'loan',
  entityId: loan.id,
  data: {
    applicationId: loan.applicationId,
    asOf: replay.state.asOf,
    daysPastDue: loanSummary(replay.state).daysPastDue,
    nonAccrualSince: next.nonAccrualSince ?? loan.nonAccrualSince,
    suspendedInterestCents: next.suspendedInterestCents,
  },
})

/**
 * The loan page's `delinquency` (LoanDetail): standing, suspended interest, provision, write-off, recoveries,
 * under the product's delinquency policy (the page reads the credit policy once for all its parts).
 */
export function loanDelinquencyOf(loan: LoanRow, replay: Replay, policy: DelinquencyPolicy): LoanDelinquency {
  const paidOff = replay.state.paidOffOn !== null
  const writtenOff = loan.status === 'written_off' || loan.writtenOffOn !== null
  const standing =
    writtenOff && !paidOff
      ? {
          accrualStatus: loan.accrualStatus,
          nonAccrualSince: loan.nonAccrualSince,
          suspendedInterestCents: loan.suspendedInterestCents,
        }
      : standingOf(loan, replay, policy)
  const summary = loanSummary(replay.state)
  const provision =
    writtenOff || paidOff
      ? null
      : provisionOf({
          bucket: summary.bucket,
          restructured: isRestructured(loan),
          exposureCents: exposureOf(replay.state, replay.ledger, standing.suspendedInterestCents),
          table: policy.provisionTable,
        })
  const writtenOffOn = loan.writtenOffOn
  return {
    ...standing,
    provision,
    writeOff: writtenOffOn
      ? { on: writtenOffOn, amountCents: loan.writtenOffCents ?? 0, reason: loan.writeOffReason ?? '' }
      : null,
    recoveriesCents: writtenOffOn
      ? replay.payments
          .filter((payment) => payment.paidOn >= writtenOffOn)
          .reduce((total, payment) => total + payment.amountCents, 0)
      : 0,
    mayAskWriteOff: !writtenOff && !paidOff && standing.accrualStatus === 'non_accrual',
  }
}
