import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { AllocationStrategy } from '@mesa/contracts'
import { addDays } from './dates'
import {
  loanStateOn,
  paymentCapOn,
  payoffParts,
  unappliedOf,
  type LedgerLoan,
  type LedgerPayment,
} from './ledger'
import { openingSchedule } from './schedule'

/*
 * Model-based property test of the loan book (issue 30, docs/domain.md "Loan invariants"): random sequences
 * of payments with random value dates, reversals, refunds, credit applied from one loan of a customer to
 * the other and days passing, each checked as the services check it (the cap of today's debt, no credit
 * paid out twice, a reversal refused when it would take back credit already out). After every step, on
 * each loan: every payment's allocation sums to it (fees and their IVA included, issue 33); money in ≤ what was owed + the explicit credit balance
 * (the credit never negative); the principal collected plus the principal outstanding is the principal
 * booked; no installment's outstanding principal is negative.
 * Runs with a fixed seed; PROPERTY_RUNS=2000 npx vitest run <this file> for a longer search (README).
 */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 60)

/** Issue 33: each loan with its own allocation strategy and a late-payment fee (250.00 and 100.00, plus IVA). */
const ledgerOf = (
  principalCents: number,
  annualRateBps: number,
  termMonths: number,
  allocationStrategy: AllocationStrategy,
  latePaymentFeeCents: number,
): LedgerLoan => {
  const opening = {
    principalCents,
    annualRateBps,
    termMonths,
    insuranceMonthlyCents: 0,
    disbursedOn: '2030-01-31',
    firstDueDate: '2030-02-28',
  }
  return {
    annualRateBps,
    insuranceMonthlyCents: 0,
    disbursedOn: opening.disbursedOn,
    allocationStrategy,
    latePaymentFeeCents,
    schedule: openingSchedule(opening).map((row) => ({
      n: row.n,
      dueDate: row.date,
      principalCents: row.principalCents,
      interestCents: row.interestCents,
      ivaCents: row.ivaCents,
      insuranceCents: row.insuranceCents,
    })),
  }
}

interface BookLoan {
  ledger: LedgerLoan
  payments: Array<LedgerPayment & { reversed: boolean; fromCreditOf: number | null }>
  /** Refunds and amounts applied elsewhere (an applied one is cancelled when its payment is reversed). */
  outflows: Array<{ amountCents: number; paymentOnOther: number | null; cancelled: boolean }>
}
interface Book {
  today: string
  loans: [BookLoan, BookLoan]
  nextId: number
}
const live = (loan: BookLoan) => loan.payments.filter((payment) => !payment.reversed)
const stateOf = (book: Book, loan: BookLoan) => loanStateOn(loan.ledger, live(loan), book.today)
const paidOut = (loan: BookLoan) =>
  loan.outflows.filter((o) => !o.cancelled).reduce((total, o) => total + o.amountCents, 0)
const creditOf = (book: Book, loan: BookLoan) => unappliedOf(stateOf(book, loan)) - paidOut(loan)
const capOf = (book: Book, loan: BookLoan) => paymentCapOn(loan.ledger, live(loan), book.today)

function checkInvariants(book: Book) {
  for (const loan of book.loans) {
    const state = stateOf(book, loan)
    const credit = creditOf(book, loan)
    expect(credit).toBeGreaterThanOrEqual(0)
    let moneyIn = 0
    let principalCollected = 0
    let applied = 0
    for (const payment of live(loan)) {
      const a = state.allocations.get(payment.id)!
      const parts =
        a.lateInterestCents +
        a.lateInterestIvaCents +
        a.feesCents +
        a.feesIvaCents +
        a.interestCents +
        a.ivaCents +
        a.insuranceCents +
        a.principalCents +
        a.prepaymentCents +
        a.interestCreditCents
      expect(parts + a.unappliedCents).toBe(payment.amountCents)
      moneyIn += payment.amountCents
      applied += parts
      principalCollected += a.principalCents + a.prepaymentCents
    }
    // Money in (less what went back out) is what paid charges the loan owed plus the explicit credit.
    expect(moneyIn - paidOut(loan)).toBe(applied + credit)
    const outstanding = state.installments.reduce(
      (total, row) => total + row.principalCents - row.paid.principal,
      0,
    )
    for (const row of state.installments)
      expect(row.principalCents - row.paid.principal).toBeGreaterThanOrEqual(0)
    expect(principalCollected + outstanding).toBe(
      loan.ledger.schedule.reduce((t, r) => t + r.principalCents, 0),
    )
    // What is owed today is never below zero, and a paid-off loan owes nothing.
    const owed = state.paidOffOn ? 0 : payoffParts(state, loan.ledger, book.today).totalCents
    expect(owed).toBeGreaterThanOrEqual(0)
  }
}

type Command = fc.Command<object, Book>
const command = (name: string, run: (book: Book) => void): Command => ({
  check: () => true,
  run: (_model, book) => {
    run(book)
    checkInvariants(book)
  },
  toString: () => name,
})

const pay = (which: 0 | 1, share: number, backDays: number) =>
  command(`pay(${which}, ${share.toFixed(3)}, -${backDays}d)`, (book) => {
    const loan = book.loans[which]
    const cap = capOf(book, loan)
    const amountCents = Math.max(1, Math.round(cap * share))
    // As the API: refused above today's debt (and on a paid-off loan, where it is zero).
    if (cap === 0 || amountCents > cap) return
    const paidOn = addDays(book.today, -backDays)
    if (paidOn < loan.ledger.disbursedOn) return
    const id = book.nextId++
    loan.payments.push({
      id,
      paidOn,
      amountCents,
      prepaymentChoice: id % 2 ? 'reduce_term' : 'reduce_payment',
      reversed: false,
      fromCreditOf: null,
    })
  })

const reverse = (which: 0 | 1, pick: number) =>
  command(`reverse(${which}, #${pick})`, (book) => {
    const loan = book.loans[which]
    const candidates = live(loan)
    const payment = candidates[pick % Math.max(1, candidates.length)]
    if (!payment) return
    payment.reversed = true
    const cancelled = book.loans[1 - which]!.outflows.filter(
      (o) => o.paymentOnOther === payment.id && !o.cancelled,
    )
    for (const outflow of cancelled) outflow.cancelled = true
    // As the API: refused when the credit it leaves was already refunded or applied elsewhere.
    if (creditOf(book, loan) < 0) {
      payment.reversed = false
      for (const outflow of cancelled) outflow.cancelled = false
    }
  })

const refund = (which: 0 | 1, share: number) =>
  command(`refund(${which}, ${share.toFixed(3)})`, (book) => {
    const loan = book.loans[which]
    const amountCents = Math.round(creditOf(book, loan) * share)
    if (amountCents < 1) return
    loan.outflows.push({ amountCents, paymentOnOther: null, cancelled: false })
  })

const applyCredit = (from: 0 | 1, share: number) =>
  command(`apply(${from} → ${1 - from}, ${share.toFixed(3)})`, (book) => {
    const source = book.loans[from]
    const target = book.loans[from === 0 ? 1 : 0]
    const amountCents = Math.min(Math.round(creditOf(book, source) * share), capOf(book, target))
    if (amountCents < 1) return
    const id = book.nextId++
    target.payments.push({
      id,
      paidOn: book.today,
      amountCents,
      prepaymentChoice: 'reduce_term',
      reversed: false,
      fromCreditOf: from,
    })
    source.outflows.push({ amountCents, paymentOnOther: id, cancelled: false })
  })

const passDays = (days: number) =>
  command(`pass(${days}d)`, (book) => {
    book.today = addDays(book.today, days)
  })

const side = fc.constantFrom<0 | 1>(0, 1)
const commands = [
  fc
    .tuple(side, fc.double({ min: 0.01, max: 1, noNaN: true }), fc.integer({ min: 0, max: 90 }))
    .map(([w, s, d]) => pay(w, s, d)),
  fc.tuple(side, fc.nat(20)).map(([w, p]) => reverse(w, p)),
  fc.tuple(side, fc.double({ min: 0.1, max: 1, noNaN: true })).map(([w, s]) => refund(w, s)),
  fc.tuple(side, fc.double({ min: 0.1, max: 1, noNaN: true })).map(([w, s]) => applyCredit(w, s)),
  fc.integer({ min: 1, max: 45 }).map(passDays),
]

describe('the loan book under random corrections', () => {
  it('keeps money in ≤ owed + explicit credit, the ledger balanced and no principal negative', () => {
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 25 }), (sequence) => {
        const book: Book = {
          today: '2030-04-10',
          loans: [
            {
              ledger: ledgerOf(1_200_000, 2_400, 6, 'late_first_horizontal', 25_000),
              payments: [],
              outflows: [],
            },
            {
              ledger: ledgerOf(500_000, 0, 3, 'installment_by_installment', 10_000),
              payments: [],
              outflows: [],
            },
          ],
          nextId: 1,
        }
        fc.modelRun(() => ({ model: {}, real: book }), sequence)
      }),
      { seed: 30, numRuns: RUNS },
    )
  })
})
