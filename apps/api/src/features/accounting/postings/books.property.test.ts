import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { PostingSlot } from '@mesa/contracts'
import {
  addDays,
  closeOfDay,
  loanStateOn,
  openingFeeOf,
  openingSchedule,
  paymentCapOn,
  payoffParts,
  shareOf,
  unappliedOf,
  type LedgerLoan,
  type LedgerPayment,
  type LoanState,
} from '../../../lending'
import {
  afterWriteOffAmounts,
  counterOf,
  creditOutAmounts,
  differenceOf,
  disbursementAmounts,
  imbalanceOf,
  interestAccrualAmounts,
  interestCreditSplitOf,
  interestEarnedBy,
  loanSubledgerOf,
  openingFeeRecognisedBy,
  openingFeeRecognitionAmounts,
  paymentAmounts,
  provisionAmounts,
  recoveryAmounts,
  sumOf,
  writeOffAmounts,
  type SlotAmounts,
} from '.'

/*
 * The property test of issue 34: random loan histories (disbursement, payments, back-dated payments, reversals,
 * refunds, month-end provisions, a write-off and recoveries, days passing) driven through the lending engine
 * and the posting rules, as the call sites post them (a payment's entry, reallocations of the payments a
 * correction rewrote, counter-entries, the end of day's accrual and fee recognition). After every end of day:
 * every entry balanced, and each control slot of the loan's books equals its sub-ledger computed from the
 * engine's state alone: principal outstanding, accrued unpaid interest, credit balance, deferred fee.
 * Fixed seed; PROPERTY_RUNS=500 npx vitest run <this file> for a longer search.
 */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 40)

interface Payment extends LedgerPayment {
  reversed: boolean
}
interface Books {
  loan: LedgerLoan
  feeCents: number
  lastDueDate: string
  today: string
  payments: Payment[]
  nextId: number
  /** Every entry posted, as signed amounts per slot. */
  entries: SlotAmounts[]
  /** What the journal holds per payment (its entry plus its reallocations), to post differences against. */
  posted: Map<number, SlotAmounts>
  recoveries: Array<{ amountCents: number; reversed: boolean }>
  refundedCents: number
  accruedCents: number
  recognisedCents: number
  writtenOff: LoanState | null
}

const live = (books: Books) => books.payments.filter((payment) => !payment.reversed)
const stateOf = (books: Books) => loanStateOn(books.loan, live(books), books.today)
const ledgerOf = (books: Books) => sumOf(books.entries)
const balanceOf = (books: Books, slot: PostingSlot) => ledgerOf(books)[slot] ?? 0
const creditOf = (books: Books) => unappliedOf(books.writtenOff ?? stateOf(books)) - books.refundedCents

function postEntry(books: Books, amounts: SlotAmounts) {
  expect(imbalanceOf(amounts)).toBe(0)
  for (const cents of Object.values(amounts)) expect(Number.isInteger(cents)).toBe(true)
  if (Object.keys(amounts).length > 0) books.entries.push(amounts)
}

/** The replay order of the ledger (value date, then id): the payments before `payment` in it. */
const before = (payments: Payment[], payment: Payment) =>
  payments.filter((p) => p.paidOn < payment.paidOn || (p.paidOn === payment.paidOn && p.id < payment.id))

/**
 * As loan servicing's call sites: each live payment's entry from its stored allocation (the new one's
 * 'payment' entry, a rewritten one's 'reallocation' difference), the payoff's credit split from the loan
 * just before it.
 */
function follow(books: Books) {
  const payments = live(books)
  const state = stateOf(books)
  for (const payment of payments) {
    const allocation = state.allocations.get(payment.id)!
    const split =
      allocation.payoff && allocation.interestCreditCents < 0
        ? interestCreditSplitOf(
            loanStateOn(books.loan, before(payments, payment), payment.paidOn),
            books.loan,
            payment.paidOn,
          )
        : { interestCents: 0, ivaCents: 0 }
    expect(split.interestCents + split.ivaCents).toBe(allocation.interestCreditCents)
    const amounts = paymentAmounts({
      amountCents: payment.amountCents,
      allocation,
      nonAccrual: false,
      interestCreditIvaCents: split.ivaCents,
    })
    const difference = differenceOf(amounts, books.posted.get(payment.id) ?? {})
    // After the write-off a reallocation's principal and interest go to the loss (loan-journal.ts).
    postEntry(books, books.writtenOff ? afterWriteOffAmounts(difference) : difference)
    books.posted.set(payment.id, amounts)
  }
}

function endOfDay(books: Books) {
  const day = books.today
  if (!books.writtenOff) {
    const payments = live(books)
    const state = loanStateOn(books.loan, payments, day)
    const accruedToday = closeOfDay(books.loan, payments, day).closing.interestAccruedCents
    const earned = interestEarnedBy(state, day, accruedToday)
    postEntry(books, interestAccrualAmounts(earned, books.accruedCents, false))
    books.accruedCents = earned
    const target = openingFeeRecognisedBy(
      {
        openingFeeCents: books.feeCents,
        disbursedOn: books.loan.disbursedOn,
        lastDueDate: books.lastDueDate,
      },
      day,
      state.paidOffOn !== null,
    )
    postEntry(books, openingFeeRecognitionAmounts(target, books.recognisedCents))
    books.recognisedCents = target
    // Month end: the allowance to 5 % of the principal outstanding (a stand-in for lending/provisions.ts).
    if (addDays(day, 1).endsWith('-01')) {
      const outstanding = state.installments.reduce(
        (t, row) => t + row.principalCents - row.paid.principal,
        0,
      )
      postEntry(books, provisionAmounts(shareOf(outstanding, 500), balanceOf(books, 'provision.allowance')))
    }
  }
  checkBooks(books)
  books.today = addDays(day, 1)
}

/** The books of the loan against its sub-ledger from the engine, on the day just closed. */
function checkBooks(books: Books) {
  for (const entry of books.entries) expect(imbalanceOf(entry)).toBe(0)
  const ledger = ledgerOf(books)
  expect(imbalanceOf(ledger)).toBe(0)
  const slot = (name: PostingSlot) => ledger[name] ?? 0
  expect(0 - slot('customer.creditBalance')).toBe(creditOf(books))
  if (books.writtenOff) {
    for (const name of [
      'portfolio.current',
      'portfolio.pastDue',
      'interest.receivable',
      'openingFee.deferred',
    ] as const)
      expect(slot(name)).toBe(0)
    return
  }
  const state = stateOf(books)
  const fee = {
    openingFeeCents: books.feeCents,
    disbursedOn: books.loan.disbursedOn,
    lastDueDate: books.lastDueDate,
  }
  const subledger = loanSubledgerOf({
    state,
    day: books.today,
    currentPeriodAccruedCents: closeOfDay(books.loan, live(books), books.today).closing.interestAccruedCents,
    creditPaidOutCents: books.refundedCents,
    fee,
    writtenOff: false,
  })
  // The sub-ledger's figures from the engine, checked once more by hand: the principal is the rows' unpaid.
  expect(subledger.principalCents).toBe(
    state.installments.reduce((t, row) => t + row.principalCents - row.paid.principal, 0),
  )
  expect(slot('portfolio.current') + slot('portfolio.pastDue')).toBe(subledger.principalCents)
  expect(slot('interest.receivable')).toBe(subledger.interestReceivableCents)
  // Accrued unpaid interest once more from the payoff quote: the interest it asks for, less what was paid
  // ahead of the days elapsed (nothing of either once paid off).
  const payoff = state.paidOffOn
    ? 0
    : payoffParts(state, books.loan, books.today).interestCents +
      interestCreditSplitOf(state, books.loan, books.today).interestCents
  expect(subledger.interestReceivableCents).toBe(payoff)
  expect(0 - slot('customer.creditBalance')).toBe(subledger.creditBalanceCents)
  expect(0 - slot('openingFee.deferred')).toBe(subledger.openingFeeDeferredCents)
  // The bank: paid out, every payment and recovery standing in, the refunds out.
  const moneyIn =
    live(books).reduce((t, p) => t + p.amountCents, 0) +
    books.recoveries.filter((r) => !r.reversed).reduce((t, r) => t + r.amountCents, 0)
  const disbursed = books.loan.schedule.reduce((t, row) => t + row.principalCents, 0)
  const charged = openingFeeOf({ principalCents: disbursed, openingFeeBps: 300 })
  expect(slot('bank')).toBe(
    -(disbursed - charged.amountCents - charged.ivaCents) + moneyIn - books.refundedCents,
  )
}

/**
 * A reversal on a written-off loan: a recovery's exact counter-entry, or (write-off, then the reversal of a
 * payment of before it) the counter of what the journal holds for the payment with its principal and interest
 * added to the loss, and the payments after it reallocated the same way; the books stay at zero in the
 * written-off slots and the credit balance follows the engine's replay without the payment.
 */
function reverseAfterWriteOff(books: Books, pick: number) {
  const recoveries = books.recoveries.filter((r) => !r.reversed)
  const payments = live(books)
  const index = pick % Math.max(1, recoveries.length + payments.length)
  const recovery = recoveries[index]
  if (recovery) {
    recovery.reversed = true
    return postEntry(books, counterOf(recoveryAmounts(recovery.amountCents)))
  }
  const payment = payments[index - recoveries.length]
  if (!payment) return
  const standing = books.writtenOff
  payment.reversed = true
  books.writtenOff = stateOf(books)
  // As the API: refused when the credit it would take back was already refunded.
  if (creditOf(books) < 0) {
    payment.reversed = false
    books.writtenOff = standing
    return
  }
  postEntry(books, afterWriteOffAmounts(counterOf(books.posted.get(payment.id)!)))
  books.posted.delete(payment.id)
  return follow(books)
}

type Action =
  | { type: 'pay'; share: number; backDays: number }
  | { type: 'reverse'; pick: number }
  | { type: 'refund'; share: number }
  | { type: 'writeOff' }
  | { type: 'recover'; amountCents: number }
  | { type: 'pass'; days: number }

function act(books: Books, action: Action) {
  switch (action.type) {
    case 'pay': {
      if (books.writtenOff) return
      const cap = paymentCapOn(books.loan, live(books), books.today)
      const amountCents = Math.max(1, Math.round(cap * action.share))
      const paidOn = addDays(books.today, -action.backDays)
      if (cap === 0 || amountCents > cap || paidOn < books.loan.disbursedOn) return
      const id = books.nextId++
      const prepaymentChoice = id % 2 ? 'reduce_term' : 'reduce_payment'
      books.payments.push({ id, paidOn, amountCents, prepaymentChoice, reversed: false })
      return follow(books)
    }
    case 'reverse': {
      if (books.writtenOff) return reverseAfterWriteOff(books, action.pick)
      const payments = live(books)
      const payment = payments[action.pick % Math.max(1, payments.length)]
      if (!payment) return
      payment.reversed = true
      // As the API: refused when the credit it would take back was already refunded.
      if (creditOf(books) < 0) {
        payment.reversed = false
        return
      }
      postEntry(books, counterOf(books.posted.get(payment.id)!))
      books.posted.delete(payment.id)
      return follow(books)
    }
    case 'refund': {
      const amountCents = Math.round(creditOf(books) * action.share)
      if (amountCents < 1) return
      books.refundedCents += amountCents
      return postEntry(books, creditOutAmounts(amountCents))
    }
    case 'writeOff': {
      const state = stateOf(books)
      if (books.writtenOff || state.paidOffOn) return
      const ledger = ledgerOf(books)
      postEntry(
        books,
        writeOffAmounts({
          portfolioCurrentCents: ledger['portfolio.current'] ?? 0,
          portfolioPastDueCents: ledger['portfolio.pastDue'] ?? 0,
          interestReceivableCents: ledger['interest.receivable'] ?? 0,
          openingFeeDeferredCents: ledger['openingFee.deferred'] ?? 0,
          provisionAllowanceCents: ledger['provision.allowance'] ?? 0,
        }),
      )
      books.writtenOff = state
      return
    }
    case 'recover': {
      if (!books.writtenOff) return
      books.recoveries.push({ amountCents: action.amountCents, reversed: false })
      return postEntry(books, recoveryAmounts(action.amountCents))
    }
    case 'pass':
      for (let day = 0; day < action.days; day += 1) endOfDay(books)
  }
}

const actions: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      type: fc.constant('pay' as const),
      // A share of today's payoff: a whole payoff (1) often enough to settle loans, interest paid ahead included.
      share: fc.oneof(fc.constant(1), fc.double({ min: 0.01, max: 1, noNaN: true })),
      backDays: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 60 })),
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('reverse' as const), pick: fc.nat(20) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('refund' as const),
      share: fc.double({ min: 0.1, max: 1, noNaN: true }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'writeOff' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('recover' as const),
      amountCents: fc.integer({ min: 1, max: 500_000 }),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({ type: fc.constant('pass' as const), days: fc.integer({ min: 1, max: 25 }) }),
  },
)

function openBooks(principalCents: number, annualRateBps: number, termMonths: number): Books {
  const opening = {
    principalCents,
    annualRateBps,
    termMonths,
    insuranceMonthlyCents: 0,
    disbursedOn: '2030-01-31',
    firstDueDate: '2030-02-28',
  }
  const schedule = openingSchedule(opening).map((row) => ({
    n: row.n,
    dueDate: row.date,
    principalCents: row.principalCents,
    interestCents: row.interestCents,
    ivaCents: row.ivaCents,
    insuranceCents: row.insuranceCents,
  }))
  const fee = openingFeeOf({ principalCents, openingFeeBps: 300 })
  const books: Books = {
    loan: {
      annualRateBps,
      insuranceMonthlyCents: 0,
      disbursedOn: opening.disbursedOn,
      latePaymentFeeCents: 25_000,
      schedule,
    },
    feeCents: fee.amountCents,
    lastDueDate: schedule.at(-1)!.dueDate,
    today: opening.disbursedOn,
    payments: [],
    nextId: 1,
    entries: [],
    posted: new Map(),
    recoveries: [],
    refundedCents: 0,
    accruedCents: 0,
    recognisedCents: 0,
    writtenOff: null,
  }
  postEntry(
    books,
    disbursementAmounts({
      principalCents,
      openingFeeCents: fee.amountCents,
      openingFeeIvaCents: fee.ivaCents,
    }),
  )
  return books
}

describe('the books of random loan histories', () => {
  it('balance every entry, and every day each control slot equals the engine’s sub-ledger', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 2_000_000 }),
        fc.integer({ min: 0, max: 6_000 }),
        fc.integer({ min: 3, max: 12 }),
        fc.array(actions, { maxLength: 30 }),
        (principalCents, annualRateBps, termMonths, history) => {
          const books = openBooks(principalCents, annualRateBps, termMonths)
          for (const action of history) act(books, action)
          endOfDay(books)
        },
      ),
      { seed: 34, numRuns: RUNS },
    )
  })
})
