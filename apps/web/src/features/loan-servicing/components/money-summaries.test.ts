import type { LoanPayment } from '@mesa/contracts'
import { describe, expect, it } from 'vitest'
import {
  applyCreditSummary,
  paymentSummary,
  refundSummary,
  reversalSummary,
  writeOffSummary,
} from './money-summaries'

// The keys stand for the words; a key with values shows them, so the test reads what each row says.
const t = (key: string, values?: Record<string, string>) =>
  values ? `${key}(${Object.values(values).join(', ')})` : key

const credit = {
  creditBalanceCents: 150_000,
  creditTargets: [{ applicationId: 42, folio: 1042, balanceCents: 9_900_000 }],
}

const payment: LoanPayment = {
  id: 7,
  amountCents: 1_250_050,
  paidOn: '2026-10-30',
  method: 'spei',
  reference: 'SPEI-77',
  prepaymentChoice: 'reduce_term',
  registeredBy: 'Ana',
  reversed: null,
  allocation: null,
}

const amounts = (rows: ReturnType<typeof refundSummary>) =>
  Object.fromEntries(rows.map((row) => [row.label, row.amountCents ?? row.text]))

describe('the confirmations of a loan’s money moves (issue 38)', () => {
  it('a payment: its amount first, the day as Mexico writes it, method, reference, choice and balance', () => {
    const rows = paymentSummary(
      {
        amountCents: 500_000,
        paidOn: '2026-10-30',
        method: 'spei',
        reference: '',
        prepaymentChoice: 'reduce_payment',
      },
      31_000_000,
      t,
      'es',
    )
    expect(rows[0]).toEqual({ label: 'loanServicing.register.amount', amountCents: 500_000, strong: true })
    expect(amounts(rows)).toEqual({
      'loanServicing.register.amount': 500_000,
      'loanServicing.register.paidOn': '30 oct 2026',
      'loanServicing.register.method': 'loanServicing.methods.spei',
      'loanServicing.register.reference': '—',
      'loanServicing.register.prepayment': 'loanServicing.prepaymentChoices.reduce_payment',
      'loanServicing.summary.balance': 31_000_000,
    })
  })

  it('a reversal: the payment it undoes and the reason', () => {
    const rows = reversalSummary(payment, 'Depósito duplicado', t, 'es')
    expect(rows[0]).toMatchObject({ amountCents: 1_250_050, strong: true })
    expect(amounts(rows)).toEqual({
      'loanServicing.payments.amount': 1_250_050,
      'loanServicing.payments.paidOn': '30 oct 2026',
      'loanServicing.payments.method': 'loanServicing.methods.spei',
      'loanServicing.register.reference': 'SPEI-77',
      'loanServicing.reverse.reason': 'Depósito duplicado',
    })
  })

  it('a refund: the transfer and the credit balance before and after it', () => {
    const rows = refundSummary(
      { amountCents: 50_000, paidOn: '2026-11-02', reference: 'E2E-SPEI-0001' },
      150_000,
      t,
      'es',
    )
    expect(rows[0]).toMatchObject({ amountCents: 50_000, strong: true })
    expect(amounts(rows)).toEqual({
      'loanServicing.credit.amount': 50_000,
      'loanServicing.credit.paidOn': '2 nov 2026',
      'loanServicing.credit.reference': 'E2E-SPEI-0001',
      'loanServicing.credit.title': 150_000,
      'loanServicing.credit.balanceAfter': 100_000,
    })
  })

  it('credit applied to another loan: which loan (folio and balance) and the credit left', () => {
    const rows = applyCreditSummary({ amountCents: 150_000, targetApplicationId: 42 }, credit, t, 'es')
    expect(amounts(rows)).toEqual({
      'loanServicing.credit.amount': 150_000,
      'loanServicing.credit.target': 'loanServicing.credit.targetOption(1042, $99,000.00)',
      'loanServicing.credit.title': 150_000,
      'loanServicing.credit.balanceAfter': 0,
    })
  })

  it('a write-off: the balance that leaves the books first, then why', () => {
    // $98,765.43 written off: 9 876 543 centavos, shown strong on the first row.
    const rows = writeOffSummary(9_876_543, 'Cliente no localizable desde hace 200 días', t)
    expect(rows[0]).toMatchObject({ amountCents: 9_876_543, strong: true })
    expect(amounts(rows)).toEqual({
      'loanServicing.delinquency.writeOff.amount': 9_876_543,
      'loanServicing.delinquency.writeOff.reason': 'Cliente no localizable desde hace 200 días',
    })
  })
})
