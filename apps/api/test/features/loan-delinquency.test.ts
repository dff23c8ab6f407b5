import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { auditEvents } from '../../src/db/schema'
import { exampleLoan } from '../helpers/example-loans'
import { widenBackdatingWindow } from '../helpers/backdating-window'
import { loanBase, loanSession } from '../helpers/loan-session'

/*
 * Issue 33, delinquency and loss. "Today" is fixed at 15 Jun 2030 (Mexico City). Every loan is 12 000.00 at
 * 24 % for one month of 28 days (February: 12 000.00 × 24 % × 28 / 360 = 224.00, IVA 35.84), never paid: late interest runs on the
 * 12 000.00 at 24 % × 1.5 / 360 = 0.1 % a day, 12.00 a day, plus 16 % IVA.
 */
vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: new Date('2030-06-15T18:00:00Z') })
const { session, as } = loanSession({ listActive: false })
// These examples back-date payments by months: a window wider than the default 30 days (issue 33).
beforeAll(() => widenBackdatingWindow(session.t, 366))
type Loan = { origin: string; applicationId: number; folio: number }
const get = async (loan: Loan) => (await as('admin', 'GET', loanBase(loan))).json()
const approve = async (who: string, id: number) => {
  const request = (await as(who, 'GET', `/api/v1/approvals/${id}`)).json()
  return as(who, 'POST', `/api/v1/approvals/${id}/approve`, { version: request.version })
}
const report = async (asOf: string) => as('admin', 'GET', `/api/v1/loans/provisions?asOf=${asOf}`)
const monthLoan = (disbursedOn: string, firstDueDate: string) =>
  exampleLoan(session.t, {
    principalCents: 1_200_000,
    annualRateBps: 2_400,
    termMonths: 1,
    disbursedOn,
    firstDueDate,
  })
const reason = 'Sin contacto con el cliente desde marzo; garantía no localizada'

let baseline: {
  rows: Array<{ bucket: string; loans: number; exposureCents: number; provisionCents: number }>
  totals: Record<string, number>
  nonAccrualLoans: number
  suspendedInterestCents: number
}
let ninetyTwo: Loan
let eightyNine: Loan
let paidByAdmin2: Loan

describe('non-accrual at 90 days past due', () => {
  it('the provisions report before the examples exist (the seeded portfolio), then the loans', async () => {
    const before = await report('2030-06-15')
    expect(before.statusCode, before.body).toBe(200)
    baseline = before.json()
    // Due 15 Mar, unpaid on 15 Jun: 92 days past due (31 + 30 + 31). Due 18 Mar: 89 days.
    ninetyTwo = await monthLoan('2030-02-15', '2030-03-15')
    eightyNine = await monthLoan('2030-02-18', '2030-03-18')
    paidByAdmin2 = await monthLoan('2030-02-15', '2030-03-15')
  })

  it('the figure refresh puts the loan 92 days late in non-accrual since the 90th day, audited', async () => {
    // The portfolio list refreshes stale figures, as the daily job does.
    await as('admin', 'GET', '/api/v1/loans?itemsPerPage=1')
    const detail = await get(ninetyTwo)
    // 90 days after 15 Mar is 13 Jun. Suspended: late interest from 13 Jun to 15 Jun, 2 × 12.00 = 24.00 (the loan
    // matured in March: no ordinary interest accrues after it). Exposure: 12 000.00 + 224.00 + late interest
    // 92 × 12.00 = 1 104.00, less the 24.00 suspended = 13 304.00; at 90+ days PD 100 % × SP 100 %: 13 304.00.
    expect(detail.delinquency).toEqual({
      accrualStatus: 'non_accrual',
      nonAccrualSince: '2030-06-13',
      suspendedInterestCents: 2_400,
      provision: {
        restructured: false,
        pdBps: 10_000,
        severityBps: 10_000,
        exposureCents: 1_330_400,
        provisionCents: 1_330_400,
      },
      writeOff: null,
      recoveriesCents: 0,
      mayAskWriteOff: true,
    })
    const [audit] = await session.t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'loan.non_accrual'), eq(auditEvents.entityId, String(detail.id))))
    expect(audit!.data).toMatchObject({ daysPastDue: 92, nonAccrualSince: '2030-06-13', asOf: '2030-06-15' })
  })

  it('89 days late it is still accruing, provisioned at 60–89 days', async () => {
    // Exposure 12 000.00 + 224.00 + 89 × 12.00 = 13 292.00; PD 50 % × SP 65 % = 32.5 %: 4 319.90.
    expect((await get(eightyNine)).delinquency).toMatchObject({
      accrualStatus: 'accruing',
      nonAccrualSince: null,
      suspendedInterestCents: 0,
      provision: { pdBps: 5_000, severityBps: 6_500, exposureCents: 1_329_200, provisionCents: 431_990 },
      mayAskWriteOff: false,
    })
    const refused = await as('admin', 'POST', `${loanBase(eightyNine)}/write-off`, {
      reason,
      version: (await get(eightyNine)).version,
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'write_off_not_eligible' })
  })
})

describe('the provisions report', () => {
  it('adds the three loans by bucket, as hand-computed', async () => {
    // The loan admin2 paid 100.00 on 1 Apr (below): late interest to then 17 × 12.00 = 204.00, 100.00 of it
    // paid; on 15 Jun late interest owed 1 104.00 − 100.00 = 1 004.00, suspended 24.00: exposure 12 000.00 +
    // 224.00 + 1 004.00 − 24.00 = 13 204.00, provisioned whole at 90+ days.
    const paid = await as('admin2', 'POST', `${loanBase(paidByAdmin2)}/payments`, {
      amountCents: 10_000,
      paidOn: '2030-04-01',
      method: 'spei',
      version: (await get(paidByAdmin2)).version,
    })
    expect(paid.statusCode, paid.body).toBe(201)
    const after = (await report('2030-06-15')).json()
    const delta = (bucket: string, key: 'loans' | 'exposureCents' | 'provisionCents') =>
      after.rows.find((row: { bucket: string }) => row.bucket === bucket)[key] -
      baseline.rows.find((row) => row.bucket === bucket)![key]
    // 90+: 13 304.00 + 13 204.00 = 26 508.00 of exposure and of provision; 60–89: 13 292.00 and 4 319.90.
    expect([
      delta('dpd_90_plus', 'loans'),
      delta('dpd_90_plus', 'exposureCents'),
      delta('dpd_90_plus', 'provisionCents'),
    ]).toEqual([2, 2_650_800, 2_650_800])
    expect([
      delta('dpd_60_89', 'loans'),
      delta('dpd_60_89', 'exposureCents'),
      delta('dpd_60_89', 'provisionCents'),
    ]).toEqual([1, 1_329_200, 431_990])
    // Totals: 3 loans, 39 800.00 of exposure, 30 827.90 of provision; two in non-accrual with 48.00 suspended.
    expect(after.totals.loans - baseline.totals.loans!).toBe(3)
    expect(after.totals.exposureCents - baseline.totals.exposureCents!).toBe(3_980_000)
    expect(after.totals.provisionCents - baseline.totals.provisionCents!).toBe(3_082_790)
    expect(after.nonAccrualLoans - baseline.nonAccrualLoans).toBe(2)
    expect(after.suspendedInterestCents - baseline.suspendedInterestCents).toBe(4_800)
    const sum = (key: 'exposureCents' | 'provisionCents' | 'loans') =>
      after.rows.reduce((total: number, row: Record<string, number>) => total + row[key]!, 0)
    expect([sum('loans'), sum('exposureCents'), sum('provisionCents')]).toEqual([
      after.totals.loans,
      after.totals.exposureCents,
      after.totals.provisionCents,
    ])
  })

  it('refuses a date in the future, naming it', async () => {
    const future = await report('2030-06-16')
    expect(future.statusCode).toBe(400)
    expect(future.json().errors.asOf).toEqual(['date_out_of_range'])
  })
})

describe('the write-off with four eyes', () => {
  it('asked by one person, refused to the same person, approved by a second: written off with its amount', async () => {
    const asked = await as('admin', 'POST', `${loanBase(ninetyTwo)}/write-off`, {
      reason,
      version: (await get(ninetyTwo)).version,
    })
    expect(asked.statusCode, asked.body).toBe(202)
    expect(asked.json()).toMatchObject({ kind: 'loan.write-off', status: 'pending' })
    // The amount: 12 000.00 + 224.00 + 35.84 + late 1 104.00 + its IVA 176.64 = 13 540.48.
    expect((await get(ninetyTwo)).pendingApprovals).toMatchObject([
      { kind: 'loan.write-off', amountCents: 1_354_048, paymentId: null },
    ])
    const same = await approve('admin', asked.json().id)
    expect(same.statusCode).toBe(403)
    expect(same.json()).toMatchObject({ code: 'four_eyes_same_person' })
    const approved = await approve('admin2', asked.json().id)
    expect(approved.statusCode, approved.body).toBe(200)
    const detail = await get(ninetyTwo)
    expect(detail).toMatchObject({ status: 'written_off', pendingApprovals: [] })
    expect(detail.delinquency).toMatchObject({
      writeOff: { on: '2030-06-15', amountCents: 1_354_048, reason },
      provision: null,
      recoveriesCents: 0,
      mayAskWriteOff: false,
    })
    const [audit] = await session.t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'loan.written_off'), eq(auditEvents.entityId, String(detail.id))))
    expect(audit!.data).toMatchObject({ amountCents: 1_354_048, writtenOffOn: '2030-06-15' })
  })

  it('whoever did anything on the loan may not approve its write-off (duty_conflict)', async () => {
    const asked = await as('admin', 'POST', `${loanBase(paidByAdmin2)}/write-off`, {
      reason,
      version: (await get(paidByAdmin2)).version,
    })
    expect(asked.statusCode, asked.body).toBe(202)
    const refused = await approve('admin2', asked.json().id)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ code: 'duty_conflict' })
    expect((await get(paidByAdmin2)).status).toBe('active')
  })

  it('payments after it are recoveries; fully recovered, the loan is paid off and keeps its write-off', async () => {
    const pay = async (amountCents: number) =>
      as('admin', 'POST', `${loanBase(ninetyTwo)}/payments`, {
        amountCents,
        paidOn: '2030-06-15',
        method: 'spei',
        version: (await get(ninetyTwo)).version,
      })
    expect((await pay(500_000)).statusCode).toBe(201)
    expect(await get(ninetyTwo)).toMatchObject({
      status: 'written_off',
      delinquency: { recoveriesCents: 500_000 },
    })
    // What is left: 13 540.48 − 5 000.00 = 8 540.48.
    const last = await pay(854_048)
    expect(last.statusCode, last.body).toBe(201)
    expect(last.json()).toMatchObject({
      status: 'paid_off',
      delinquency: { recoveriesCents: 1_354_048, writeOff: { amountCents: 1_354_048 }, provision: null },
    })
  })
})
