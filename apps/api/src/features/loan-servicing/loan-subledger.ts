import { and, isNull, lte, sql } from 'drizzle-orm'
import type { PostingSlot } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import {
  deferredFeesOf,
  interestEarnedBy,
  interestPaidOf,
  journalVersionOf,
  loanSubledgerOf,
  nonAccrualDaysOf,
  registerSubledger,
} from '../accounting'
import { addDays, closeOfDay, loanStateOn, type LedgerLoan, type LedgerPayment } from '../../lending'
import { loadLedger, type LoanRow } from './loan-record'
import { loanCreditMovements, loans } from './loan-servicing.schema'

/*
 * The loans' sub-ledger for the books' reconciliation (issue 34, docs/accounting.md "Money events"): every loan
 * disbursed by the day, replayed by the engine to it, summed per control slot (in the slot's debit − credit
 * sign). Loan servicing registers it with the accounting feature at start, so accounting never imports loan
 * servicing (the doors stay acyclic).
 */
const controlSlots = [
  'portfolio.current',
  'portfolio.pastDue',
  'interest.receivable',
  'customer.creditBalance',
  'openingFee.deferred',
] as const satisfies readonly PostingSlot[]
type ControlSlot = (typeof controlSlots)[number]
type Totals = Record<ControlSlot, number>

/** The current period's interest earned to a day and the loan on it (two replays: the engine's own figures). */
function dayOf(ledger: LedgerLoan, payments: LedgerPayment[], day: string) {
  return {
    state: loanStateOn(ledger, payments, day),
    currentPeriodAccruedCents: closeOfDay(ledger, payments, day).closing.interestAccruedCents,
  }
}

/** Credit refunded or applied elsewhere by the day, per loan (cancelled movements gave it back). */
async function paidOutBy(db: Executor, asOf: string) {
  const rows = await db
    .select({
      loanId: loanCreditMovements.loanId,
      total: sql<string>`sum(${loanCreditMovements.amountCents})`,
    })
    .from(loanCreditMovements)
    .where(and(lte(loanCreditMovements.on, asOf), isNull(loanCreditMovements.cancelledAt)))
    .groupBy(loanCreditMovements.loanId)
  return new Map(rows.map((row) => [row.loanId, Number(row.total)]))
}

/**
 * The day a loan in non-accrual entered it in the books (its principal's reclassification), when that is by
 * the day: the books accrued its interest through the day before.
 */
const nonAccrualDayOf = (loan: LoanRow, entered: Map<number, string>, asOf: string) => {
  const day = entered.get(loan.id)
  return loan.accrualStatus === 'non_accrual' && day && day <= asOf ? day : null
}

async function totalsOn(db: Executor, asOf: string): Promise<Totals> {
  const totals = Object.fromEntries(controlSlots.map((slot) => [slot, 0])) as Totals
  const rows = await db.select().from(loans).where(lte(loans.disbursedOn, asOf))
  const paidOut = await paidOutBy(db, asOf)
  const fees = await deferredFeesOf(db)
  const entered = await nonAccrualDaysOf(db)
  for (const loan of rows) {
    const { ledger, payments } = await loadLedger(db, loan)
    const { state, currentPeriodAccruedCents } = dayOf(ledger, payments, asOf)
    const subledger = loanSubledgerOf({
      state,
      day: asOf,
      currentPeriodAccruedCents,
      creditPaidOutCents: paidOut.get(loan.id) ?? 0,
      fee: {
        openingFeeCents: fees.get(loan.id) ?? 0,
        disbursedOn: loan.disbursedOn,
        lastDueDate: ledger.schedule.at(-1)?.dueDate ?? loan.disbursedOn,
      },
      writtenOff: loan.writtenOffOn !== null && loan.writtenOffOn <= asOf,
    })
    const enteredOn = state.paidOffOn ? null : nonAccrualDayOf(loan, entered, asOf)
    const nonAccrual = enteredOn !== null
    totals[nonAccrual ? 'portfolio.pastDue' : 'portfolio.current'] += subledger.principalCents
    totals['customer.creditBalance'] -= subledger.creditBalanceCents
    totals['openingFee.deferred'] -= subledger.openingFeeDeferredCents
    if (!enteredOn || subledger.principalCents === 0) {
      totals['interest.receivable'] += subledger.interestReceivableCents
      continue
    }
    // In non-accrual the books hold what was earned by the last accruing day, less all interest paid since.
    const lastAccruing = addDays(enteredOn, -1)
    const then = dayOf(ledger, payments, lastAccruing)
    totals['interest.receivable'] +=
      interestEarnedBy(then.state, lastAccruing, then.currentPeriodAccruedCents) - interestPaidOf(state)
  }
  return totals
}

/**
 * The sum for each slot as of a day, computed once for the reconciliation's five slots: reused while the
 * journal has no new entry (every money event posts one, so a later event recomputes).
 */
let memo: { key: string; totals: Promise<Totals> } | null = null
async function memoTotalsOn(db: Executor, asOf: string) {
  const key = `${asOf}|${await journalVersionOf(db)}`
  if (memo?.key !== key) memo = { key, totals: totalsOn(db, asOf) }
  return memo.totals
}

/** Registered at start (loan servicing's hooks): the reconciliation asks the loans for these slots. */
export function registerLoanSubledgers() {
  for (const slot of controlSlots)
    registerSubledger(slot, async (db, asOf) => (await memoTotalsOn(db, asOf))[slot])
}
