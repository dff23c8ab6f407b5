import { writeFileSync } from 'node:fs'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { exampleLoan } from '../helpers/example-loans'
import { widenBackdatingWindow } from '../helpers/backdating-window'
import { loanBase, loanSession } from '../helpers/loan-session'

/*
 * Issue 33, schedule versions: asked by one person, approved by a second, written as a new version; the
 * old one kept; nothing dated before it accepted. "Today" is 15 Jun 2030. The loans are docs/domain.md
 * "Restructure and reschedule"'s: 12 000.00 at 24 % over 12 months from 15 Jan 2030, 30/360, due on the
 * 15th; the level payment 1 134.72, the installments 1 173.12, 1 170.26, 1 167.34, … with their IVA.
 */
vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: new Date('2030-06-15T18:00:00Z') })
const { session, as } = loanSession({ listActive: false })
// These examples back-date payments by months: a window wider than the default 30 days (issue 33).
beforeAll(() => widenBackdatingWindow(session.t, 366))
type Loan = { origin: string; applicationId: number; folio: number }
const get = async (loan: Loan) => (await as('admin', 'GET', loanBase(loan))).json()
const pay = async (loan: Loan, amountCents: number, paidOn: string) =>
  as('admin', 'POST', `${loanBase(loan)}/payments`, {
    amountCents,
    paidOn,
    method: 'spei',
    version: (await get(loan)).version,
  })
const approve = async (who: string, id: number) => {
  const request = (await as(who, 'GET', `/api/v1/approvals/${id}`)).json()
  return as(who, 'POST', `/api/v1/approvals/${id}/approve`, { version: request.version })
}
const twelveThousand = () =>
  exampleLoan(session.t, {
    principalCents: 1_200_000,
    annualRateBps: 2400,
    termMonths: 12,
    disbursedOn: '2030-01-15',
    firstDueDate: '2030-02-15',
    dayCount: '30_360',
  })
let restructured: Loan

describe('a restructure', () => {
  it('is previewed, asked, refused to the asker, approved by a second person and written as version 2', async () => {
    restructured = await twelveThousand()
    for (const [amount, on] of [
      [117_312, '2030-02-14'],
      [117_026, '2030-03-14'],
      [116_734, '2030-04-14'],
    ] as const)
      expect((await pay(restructured, amount, on)).statusCode).toBe(201)
    const terms = {
      kind: 'restructure',
      effectiveOn: '2030-04-15',
      annualRateBps: 1800,
      termPeriods: 12,
      capitaliseArrears: false,
      reason: 'Reducción de ingresos del cliente',
    }
    // By hand (docs/domain.md): 9 261.80 left; 1.5 % a month over 12: 849.12; the first, due 15 May, 138.93
    // interest, 710.19 principal, 22.23 IVA: 871.35.
    const firstRow = {
      n: 4,
      dueDate: '2030-05-15',
      interestCents: 13_893,
      principalCents: 71_019,
      ivaCents: 2_223,
    }
    const preview = await as('admin', 'POST', `${loanBase(restructured)}/versions/preview`, terms)
    expect(preview.statusCode, preview.body).toBe(200)
    expect(preview.json()).toMatchObject({ principalCents: 926_180, termPeriods: 12 })
    expect(preview.json().rows[0]).toMatchObject({ ...firstRow, totalCents: 87_135 })

    const stale = await as('admin', 'POST', `${loanBase(restructured)}/versions`, { ...terms, version: 1 })
    expect(stale.statusCode).toBe(409)
    const version = (await get(restructured)).version
    const asked = await as('admin2', 'POST', `${loanBase(restructured)}/versions`, { ...terms, version })
    expect(asked.statusCode, asked.body).toBe(202)
    expect(asked.json()).toMatchObject({ kind: 'loan.restructure', status: 'pending' })
    expect((await get(restructured)).pendingApprovals).toMatchObject([
      { kind: 'loan.restructure', amountCents: 926_180 },
    ])
    const sameHand = await approve('admin2', asked.json().id)
    expect(sameHand.statusCode).toBe(403)
    expect(sameHand.json()).toMatchObject({ code: 'four_eyes_same_person' })
    const approved = await approve('admin', asked.json().id)
    expect(approved.statusCode, approved.body).toBe(200)

    const detail = await get(restructured)
    expect(detail.versions).toMatchObject({
      restructureCount: 1,
      lastRestructuredOn: '2030-04-15',
      lockedBefore: '2030-04-15',
    })
    expect(detail.versions.list.map((v: { version: number; kind: string }) => [v.version, v.kind])).toEqual([
      [1, 'opening'],
      [2, 'restructure'],
    ])
    expect(detail.versions.list[0].rows).toHaveLength(12)
    expect(detail.versions.list[1]).toMatchObject({ annualRateBps: 1800, reason: terms.reason })
    expect(detail.versions.list[1].rows[0]).toMatchObject(firstRow)
    // The schedule today: the three paid rows, then the new ones (15 May and 15 Jun due and unpaid).
    expect(detail.schedule[3]).toMatchObject({ ...firstRow, state: 'overdue' })
    expect(detail.summary.principalOutstandingCents).toBe(926_180)
  })

  it('refuses a payment dated before it (409) and takes one on the new schedule', async () => {
    const before = await pay(restructured, 87_135, '2030-04-10')
    expect(before.statusCode).toBe(409)
    expect(before.json()).toMatchObject({ code: 'before_schedule_version' })
    const paid = await pay(restructured, 87_135, '2030-05-15')
    expect(paid.statusCode, paid.body).toBe(201)
    expect(paid.json().schedule[3]).toMatchObject({ n: 4, state: 'paid' })
  })

  it('gives the version its cover page to sign, as a PDF', async () => {
    const pdf = await as('admin', 'GET', `${loanBase(restructured)}/versions/2/pdf`)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toContain('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    if (process.env.VERSION_PDF_OUT) writeFileSync(process.env.VERSION_PDF_OUT, pdf.rawPayload)
  })
})

describe('an acceleration', () => {
  it('is refused before the contract’s three missed installments', async () => {
    const early = await as('admin2', 'POST', `${loanBase(restructured)}/versions`, {
      kind: 'acceleration',
      effectiveOn: '2030-06-15',
      reason: 'Tres pagos vencidos',
      version: (await get(restructured)).version,
    })
    expect(early.statusCode).toBe(409)
    expect(early.json()).toMatchObject({ code: 'too_few_missed_installments' })
  })

  it('makes the whole balance due on D after four missed, once approved', async () => {
    const loan = await twelveThousand()
    const asked = await as('admin2', 'POST', `${loanBase(loan)}/versions`, {
      kind: 'acceleration',
      effectiveOn: '2030-06-15',
      reason: 'Cuatro pagos vencidos',
      version: (await get(loan)).version,
    })
    expect(asked.statusCode, asked.body).toBe(202)
    expect((await approve('admin', asked.json().id)).statusCode).toBe(200)
    const detail = await get(loan)
    expect(detail.versions).toMatchObject({ acceleratedOn: '2030-06-15', missedInstallments: 4 })
    // By hand: rows 1–4 hold 894.72 + 912.61 + 930.87 + 949.48 = 3 687.68 of principal, so 8 312.32 falls
    // due on 15 Jun with the fifth period's interest, all of it elapsed: 8 312.32 × 0.02 = 166.2464 → 166.25.
    expect(detail.schedule.at(-1)).toMatchObject({
      n: 5,
      dueDate: '2030-06-15',
      principalCents: 831_232,
      interestCents: 16_625,
      ivaCents: 2_660,
    })
    expect(detail.schedule).toHaveLength(5)
  })
})
