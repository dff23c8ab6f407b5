import { describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { creditApplications, loanPayments, loans } from '../../src/db/schema'
import { loanBase, loanSession, mexicoToday, type Listed } from '../helpers/loan-session'

/** Loan servicing (issue 16): the portfolio list, its totals, filters and CSV; scope and permissions. */
const { session, as, list } = loanSession()

describe('the seeded portfolio', () => {
  it('has loans in every bucket and paid-off loans; the bucket filter keeps only its bucket', async () => {
    const buckets = new Set(session.active.map((loan) => loan.bucket))
    for (const bucket of ['current', 'dpd_1_29', 'dpd_30_59', 'dpd_60_89', 'dpd_90_plus'])
      expect(buckets).toContain(bucket)
    const late = await list('admin', '&bucket=dpd_30_59')
    expect(late.items.length).toBeGreaterThan(0)
    expect(late.items.every((loan: Listed) => loan.bucket === 'dpd_30_59')).toBe(true)
    const paidOff = await list('admin', '&status=paid_off')
    expect(paidOff.items.length).toBe(10)
    expect(paidOff.items.every((loan: Listed) => loan.balanceCents === 0)).toBe(true)
  })

  it('totals: the balance of the active loans by bucket, ratios summing to one, independent of the bucket filter', async () => {
    const all = await list('admin')
    const balance = session.active.reduce((total, loan) => total + loan.balanceCents, 0)
    expect(all.totals.balanceCents).toBe(balance)
    const ratios = all.totals.byBucket.reduce((total: number, row: { ratio: number }) => total + row.ratio, 0)
    expect(ratios).toBeCloseTo(1, 3)
    const current = all.totals.byBucket.find((row: { bucket: string }) => row.bucket === 'current')
    expect(all.totals.pastDueRatio).toBeCloseTo(1 - current.ratio, 3)
    expect((await list('admin', '&bucket=current')).totals).toEqual(all.totals)
  })

  it('filters by ally and sorts by days past due on the server', async () => {
    const allyId = session.active[0]!.allyId
    const ofAlly = await list('admin', `&allyId=${allyId}`)
    expect(ofAlly.items.every((loan: Listed) => loan.allyId === allyId)).toBe(true)
    const sorted = (await list('admin', '&sortBy=daysPastDue&orderBy=desc')).items.map(
      (loan: { daysPastDue: number }) => loan.daysPastDue,
    )
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a))
  })
})

describe('the seeded prepayments', () => {
  it('one loan prepaid reducing the term (fewer installments), one reducing the payment (same term)', async () => {
    for (const [choice, shorter] of [
      ['reduce_term', true],
      ['reduce_payment', false],
    ] as const) {
      // Every seeded payment records a choice; the prepaid loans are those where it moved principal ahead.
      const rows = await session.t.database.db
        .selectDistinct({ applicationId: loans.applicationId, product: creditApplications.product })
        .from(loanPayments)
        .innerJoin(loans, eq(loans.id, loanPayments.loanId))
        .innerJoin(creditApplications, eq(creditApplications.id, loans.applicationId))
        .where(and(eq(loanPayments.prepaymentChoice, choice), eq(loans.status, 'active')))
      let found = false
      for (const row of rows) {
        const url = loanBase({ origin: row.product, applicationId: row.applicationId })
        const detail = (await as('admin', 'GET', url)).json()
        const prepaid = detail.payments.some(
          (payment: { allocation: { prepaymentCents: number } | null }) =>
            (payment.allocation?.prepaymentCents ?? 0) > 0,
        )
        if (!prepaid) continue
        expect(detail.schedule.length < detail.termMonths).toBe(shorter)
        found = true
        break
      }
      expect(found).toBe(true)
    }
  })
})

describe('CSV export', () => {
  it('writes every loan of the filtered list with the given headers and coded values', async () => {
    const labels = JSON.stringify({
      headers: { folio: 'Folio', bucket: 'Atraso' },
      values: { 'bucket:dpd_30_59': '30–59 días' },
    })
    const response = await as(
      'admin',
      'GET',
      `/api/v1/loans/export.csv?bucket=dpd_30_59&labels=${encodeURIComponent(labels)}`,
    )
    expect(response.statusCode).toBe(200)
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
    expect(lines[0]).toBe('Folio,Atraso')
    expect(lines.length - 1).toBe((await list('admin', '&bucket=dpd_30_59')).total)
    expect(lines.slice(1).every((line) => line.endsWith(',30–59 días'))).toBe(true)
  })
})

describe('scope and permissions', () => {
  it("a seller lists only their allies' loans and gets 404 for another's loan", async () => {
    const mine = (await list('ventas')).items as Listed[]
    const all = (await list('admin')).items as Listed[]
    expect(mine.length).toBeGreaterThan(0)
    expect(mine.length).toBeLessThan(all.length)
    const mineIds = new Set(mine.map((loan) => loan.applicationId))
    const other = all.find((loan) => !mineIds.has(loan.applicationId))!
    expect((await as('ventas', 'GET', loanBase(other))).statusCode).toBe(404)
  })

  it('only update on credit_application_file registers or reverses payments (403, nothing written)', async () => {
    const loan = session.active[0]!
    const before = await session.t.database.db.$count(loanPayments)
    const detail = (await as('admin', 'GET', loanBase(loan))).json()
    const body = { amountCents: 1000, paidOn: mexicoToday(), method: 'spei', version: detail.version }
    expect((await as('analista', 'POST', `${loanBase(loan)}/payments`, body)).statusCode).toBe(403)
    expect((await as('client', 'GET', loanBase(loan))).statusCode).toBe(403)
    expect(
      (
        await as('analista', 'POST', `${loanBase(loan)}/payments/${detail.payments[0].id}/reversal`, {
          reason: 'error de captura',
          version: detail.version,
        })
      ).statusCode,
    ).toBe(403)
    expect(await session.t.database.db.$count(loanPayments)).toBe(before)
  })
})
