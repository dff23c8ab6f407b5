import { describe, expect, it } from 'vitest'
import type { BureauCredit, BureauReportData } from '@mesa/contracts'
import { mopSeverity, summariseReport } from './bureau-summary'
import { sandboxReport } from './sandbox-bureau'

const credit = (overrides: Partial<BureauCredit>): BureauCredit => ({
  grantor: 'BANCO',
  accountType: 'R',
  creditType: 'TC',
  openedAt: '2020-01-10',
  closedAt: null,
  limitCents: 50_000_00,
  balanceCents: 0,
  pastDueCents: 0,
  monthlyPaymentCents: 0,
  currentMop: '01',
  paymentHistory: '01'.repeat(24),
  ...overrides,
})

const report = (credits: BureauCredit[], queriedAt: string[]): BureauReportData => ({
  general: {
    name: 'ANA PEREZ',
    rfc: 'PEAA800101AB1',
    curp: 'X',
    birthDate: '1980-01-01',
    score: 640,
    scoreReasons: [],
  },
  addresses: [],
  jobs: [],
  credits,
  queries: queriedAt.map((at) => ({ grantor: 'BANCO', creditType: 'TC', queriedAt: at })),
})

describe('bureau summary', () => {
  it('adds balances and payments of open accounts only, in centavos, and finds the worst MOP per window', () => {
    // Hand-computed: open balances 12,345.67 + 80,000.01 = 92,345.68 pesos; payments 617.28 + 3,333.34 = 3,950.62.
    const credits = [
      credit({ balanceCents: 12_345_67, monthlyPaymentCents: 617_28, pastDueCents: 1_234_56 }),
      credit({ accountType: 'I', creditType: 'AU', balanceCents: 80_000_01, monthlyPaymentCents: 3_333_34 }),
      // Closed: counts for the history, not for the money.
      credit({ closedAt: '2025-01-01', balanceCents: 99_999_99, monthlyPaymentCents: 9_999_99 }),
    ]
    // A 03 in month 5 of the second account, a 97 in month 20 (outside 12, inside 24) of the closed one.
    credits[1]!.paymentHistory = '01'.repeat(5) + '03' + '01'.repeat(18)
    credits[2]!.paymentHistory = '01'.repeat(20) + '97' + '01'.repeat(3)
    const summary = summariseReport(
      report(credits, ['2026-11-01', '2026-06-01', '2026-05-01', '2025-01-01']),
      new Date('2026-11-20T00:00:00Z'),
    )
    expect(summary).toEqual({
      score: 640,
      openAccounts: 2,
      totalBalanceCents: 9_234_568,
      monthlyPaymentsCents: 395_062,
      pastDueCents: 123_456,
      worstMop12: 3,
      worstMop24: 9,
      // 183 days before 20 Nov 2026 is 21 May 2026: 1 Nov and 1 Jun count, 1 May does not.
      queries6Months: 2,
    })
  })

  it('rates MOP codes: UR and 00 carry none, 96/97/99 are the worst', () => {
    expect(['UR', '00', '--', '01', '05', '07', '96', '97', '99'].map(mopSeverity)).toEqual([
      0, 0, 0, 1, 5, 7, 9, 9, 9,
    ])
  })

  it('the sandbox answers the same file for the same person', () => {
    const query = {
      firstNames: 'Ana',
      lastName1: 'Pérez',
      lastName2: 'López',
      curp: 'PELA800101MDFRPN09',
      rfc: 'PELA800101AB1',
      birthDate: '1980-01-01',
      address: null,
      employer: 'ACME',
      grantor: 'MESA',
    }
    const at = new Date('2026-11-20T00:00:00Z')
    expect(sandboxReport(query, at)).toEqual(sandboxReport(query, at))
    const history = sandboxReport(query, at).credits.map((item) => item.paymentHistory)
    expect(history.every((text) => text.length === 48)).toBe(true)
  })
})
