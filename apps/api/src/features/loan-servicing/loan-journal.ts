import type { Allocation, CreditProduct, JournalEntryKind, JournalSourceType } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import {
  afterWriteOffAmounts,
  counterOf,
  differenceOf,
  interestCreditSplitOf,
  linesOf,
  loanSlotBalances,
  paymentAmounts,
  postJournalEntry,
  reclassificationAmounts,
  recoveryAmounts,
  reverseJournalEntry,
  standingEntryOf,
  sumOf,
  writeOffAmounts,
  type SlotAmounts,
} from '../accounting'
import { loanStateOn, type LedgerLoan, type LedgerPayment } from '../../lending'
import { forgetSubledgerFrom } from './loan-subledger-stale'

/*
 * Loan servicing's money events into the books (issue 34, docs/accounting.md "Money events"): the rules are the
 * accounting door's (pure), the call sites here post them in the transaction of the event, so nothing is
 * half-written. The journal follows the stored allocations: a payment posts its own, a correction posts the
 * difference of those it rewrote.
 */

/** Who, when and under which product's mappings an entry of a loan is posted. */
export interface LoanEntryContext {
  loanId: number
  product: CreditProduct
  businessDate: string
  createdBy: number | null
}

/** Posts an entry of the loan's, or nothing when the amounts are all zero. */
export async function postLoanEntry(
  tx: Executor,
  context: LoanEntryContext,
  kind: JournalEntryKind,
  source: { type: JournalSourceType; id: number },
  amounts: SlotAmounts,
  memo: string,
) {
  const lines = linesOf(amounts)
  if (lines.length === 0) return null
  return postJournalEntry(tx, {
    businessDate: context.businessDate,
    kind,
    source,
    product: context.product,
    loanId: context.loanId,
    memo,
    lines,
    createdBy: context.createdBy,
  })
}

/** Whether an allocation's interest credit must be split between interest and IVA (a payoff giving some back). */
export const needsSplit = (allocation: Allocation) => allocation.payoff && allocation.interestCreditCents < 0

/**
 * The IVA part of a payoff's interest credit: the stored allocation keeps only the sum, so the loan is
 * replayed up to just before the payment (the ledger's order: value date, then id). Only a payoff with a
 * credit needs it (one replay, no statement).
 */
export function creditIvaOf(
  ledger: LedgerLoan,
  payments: readonly LedgerPayment[],
  payment: { id: number; paidOn: string },
  allocation: Allocation,
) {
  if (!needsSplit(allocation)) return 0
  const before = payments.filter(
    (p) => p.paidOn < payment.paidOn || (p.paidOn === payment.paidOn && p.id < payment.id),
  )
  return interestCreditSplitOf(loanStateOn(ledger, before, payment.paidOn), ledger, payment.paidOn).ivaCents
}

/** A payment's entry from its allocation, on the portfolio slot of the loan's standing. */
export const paymentEntryOf = (
  payment: { amountCents: number },
  allocation: Allocation,
  nonAccrual: boolean,
  interestCreditIvaCents: number,
) => paymentAmounts({ amountCents: payment.amountCents, allocation, nonAccrual, interestCreditIvaCents })

/** What a payment brought in, from its allocation: every part, the credit given back and the excess. */
const amountOf = (a: Allocation) =>
  a.lateInterestCents +
  a.lateInterestIvaCents +
  a.feesCents +
  a.feesIvaCents +
  a.interestCents +
  a.ivaCents +
  a.insuranceCents +
  a.principalCents +
  a.prepaymentCents +
  a.interestCreditCents +
  a.unappliedCents

/** A stored allocation a correction rewrote (loan-allocations.ts rewriteReplayedAllocations). */
export interface RewrittenAllocation {
  paymentId: number
  paidOn: string
  before: Allocation
  after: Allocation
}

/**
 * One 'reallocation' entry for a correction: the sum over the payments it rewrote of the difference between
 * the entries of their new and old allocations (their bank lines cancel). `ledgerBefore`/`ledgerAfter`: the
 * ledger without and with the correction, read only when a payoff's credit must be split.
 */
export async function postReallocation(
  tx: Executor,
  context: LoanEntryContext,
  cause: { paymentId: number },
  rewritten: readonly RewrittenAllocation[],
  nonAccrual: boolean,
  ledgers: { before: LedgerPayment[]; after: LedgerPayment[]; ledger: LedgerLoan } | null,
  writtenOff = false,
) {
  // On a written-off loan a recovery's entry never followed its allocation: a rewrite changes nothing of it.
  const followed = writtenOff ? await withoutRecoveries(tx, rewritten) : rewritten
  if (followed.length === 0) return null
  const differences = followed.map((entry) => {
    const ivaOf = (allocation: Allocation, which: 'before' | 'after') => {
      if (!needsSplit(allocation)) return 0
      if (!ledgers) throw new Error('A payoff’s interest credit needs the ledger to split it')
      const at = { id: entry.paymentId, paidOn: entry.paidOn }
      return creditIvaOf(ledgers.ledger, ledgers[which], at, allocation)
    }
    const payment = { amountCents: amountOf(entry.after) }
    return differenceOf(
      paymentEntryOf(payment, entry.after, nonAccrual, ivaOf(entry.after, 'after')),
      paymentEntryOf(payment, entry.before, nonAccrual, ivaOf(entry.before, 'before')),
    )
  })
  return postLoanEntry(
    tx,
    context,
    'reallocation',
    { type: 'payment', id: cause.paymentId },
    writtenOff ? afterWriteOffAmounts(sumOf(differences)) : sumOf(differences),
    `Reasignación de ${followed.length} pago(s) por la corrección del pago ${cause.paymentId}`,
  )
}

/** The rewritten payments that were posted by their allocation, not as a recovery (a rare path: one read each). */
async function withoutRecoveries(tx: Executor, rewritten: readonly RewrittenAllocation[]) {
  const kept: RewrittenAllocation[] = []
  for (const entry of rewritten)
    if (!(await standingEntryOf(tx, 'recovery', { type: 'payment', id: entry.paymentId }))) kept.push(entry)
  return kept
}

/** A payment on a written-off loan: a recovery, whatever its allocation. */
export const postRecovery = (
  tx: Executor,
  context: LoanEntryContext,
  payment: { id: number; amountCents: number },
) =>
  postLoanEntry(
    tx,
    context,
    'recovery',
    { type: 'payment', id: payment.id },
    recoveryAmounts(payment.amountCents),
    `Recuperación de cartera castigada, pago ${payment.id}`,
  )

/**
 * A reversed payment's counter-entry: its recovery's exact counter-entry when it was posted as one, else the
 * counter of the entry of its stored allocation (what the journal holds for it, reallocations included). A
 * payment of before the write-off reversed after it: the principal and interest it had paid are not put back
 * on the written-off loan but added to the loss (afterWriteOffAmounts).
 */
export async function postPaymentReversal(
  tx: Executor,
  context: LoanEntryContext,
  payment: { id: number; amountCents: number; allocation: Allocation | null },
  nonAccrual: boolean,
  interestCreditIvaCents: number,
  reason: string,
  writtenOff = false,
) {
  const recovery = await standingEntryOf(tx, 'recovery', { type: 'payment', id: payment.id })
  if (recovery)
    return reverseJournalEntry(tx, recovery, {
      businessDate: context.businessDate,
      createdBy: context.createdBy,
      memo: `Reverso del pago ${payment.id}: ${reason}`,
      kind: 'payment_reversal',
    })
  if (!payment.allocation) return null
  const counter = counterOf(paymentEntryOf(payment, payment.allocation, nonAccrual, interestCreditIvaCents))
  return postLoanEntry(
    tx,
    context,
    'payment_reversal',
    { type: 'payment', id: payment.id },
    writtenOff ? afterWriteOffAmounts(counter) : counter,
    `Reverso del pago ${payment.id}: ${reason}`,
  )
}

/**
 * The loan entering non-accrual (its principal from portfolio.current to portfolio.pastDue) or cured (back):
 * the whole balance the journal holds in the slot it leaves, so the other stays at zero.
 */
export async function postReclassification(tx: Executor, context: LoanEntryContext, cured: boolean) {
  const balances = await loanSlotBalances(tx, context.loanId)
  const posted = cured ? balances['portfolio.pastDue'] : balances['portfolio.current']
  const entry = await postLoanEntry(
    tx,
    context,
    'reclassification',
    { type: 'loan', id: context.loanId },
    reclassificationAmounts(posted, cured),
    cured ? 'Traspaso a cartera vigente (cura)' : 'Traspaso a cartera vencida',
  )
  // The sub-ledger reads the books' standing from the reclassifications: from the day this one is booked on.
  if (entry) await forgetSubledgerFrom(tx, context.loanId, entry.businessDate, { keepSettled: true })
  return entry
}

/** The write-off: what the books hold of the loan's principal and interest out against its allowance. */
export async function postWriteOff(tx: Executor, context: LoanEntryContext, reason: string) {
  const balances = await loanSlotBalances(tx, context.loanId)
  return postLoanEntry(
    tx,
    context,
    'write_off',
    { type: 'loan', id: context.loanId },
    writeOffAmounts({
      portfolioCurrentCents: balances['portfolio.current'],
      portfolioPastDueCents: balances['portfolio.pastDue'],
      interestReceivableCents: balances['interest.receivable'],
      openingFeeDeferredCents: balances['openingFee.deferred'],
      provisionAllowanceCents: balances['provision.allowance'],
    }),
    `Castigo: ${reason}`,
  )
}
