import { describe, expect, it, vi } from 'vitest'
import { exampleLoan } from '../helpers/example-loans'
import { loanSession } from '../helpers/loan-session'

/*
 * Issue 33: the provisions report as a CSV (and XLSX) download, as of a date, with the report's access and row
 * scope. "Today" is fixed at 15 Jun 2030 (Mexico City). The example loan is 12 000.00 at 24 % for one month of
 * 28 days (February: 12 000.00 × 24 % × 28 / 360 = 224.00), due 15 Mar and never paid: 92 days past due on
 * 15 Jun (31 + 30 + 31), in non-accrual since 13 Jun. Late interest 12 000.00 × 24 % × 1.5 / 360 = 12.00 a
 * day: 92 × 12.00 = 1 104.00, of which the 2 days since non-accrual (24.00) are suspended, off balance. Its
 * exposure is 12 000.00 + 224.00 + 1 104.00 − 24.00 = 13 304.00; at 90+ days PD 100 % × SP 100 %, the
 * provision is the whole 13 304.00.
 */
vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: new Date('2030-06-15T18:00:00Z') })
const { session, as } = loanSession({ listActive: false })

const headers = {
  bucket: 'Tramo',
  loans: 'Créditos',
  exposure: 'Exposición (EI)',
  provision: 'Reserva',
  coverage: 'Cobertura',
}
const values = {
  'bucket:current': 'Al corriente',
  'bucket:dpd_1_29': '1 a 29 días',
  'bucket:dpd_30_59': '30 a 59 días',
  'bucket:dpd_60_89': '60 a 89 días',
  'bucket:dpd_90_plus': '90 días o más',
  'bucket:total': 'Total',
}
const labels = encodeURIComponent(JSON.stringify({ headers, values }))
const csvUrl = (asOf: string) => `/api/v1/loans/provisions/export.csv?asOf=${asOf}&labels=${labels}`

/** The CSV's lines as cells (no cell here holds a comma or a quote), the byte order mark dropped. */
const linesOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','))

/** A row's figures in centavos, keyed by its bucket's label. */
const figures = (lines: string[][]) =>
  Object.fromEntries(
    lines.slice(1).map(([bucket, loans, exposure, provision]) => [
      bucket!,
      {
        loans: Number(loans),
        exposureCents: Math.round(Number(exposure) * 100),
        provisionCents: Math.round(Number(provision) * 100),
      },
    ]),
  )

interface Report {
  rows: Array<{
    bucket: string
    loans: number
    exposureCents: number
    provisionCents: number
    coverage: number
  }>
  totals: { loans: number; exposureCents: number; provisionCents: number; coverage: number }
}

describe('the provisions report as CSV', () => {
  let before: ReturnType<typeof figures>
  let beforeMarch: ReturnType<typeof figures>

  it('writes a row per bucket and the totals, headed and labelled as the screen asks, equal to the report', async () => {
    const response = await as('admin', 'GET', csvUrl('2030-06-15'))
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/csv/)
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="reservas.csv"/)
    const lines = linesOf(response.body)
    expect(lines[0]).toEqual(Object.values(headers))
    expect(lines.slice(1).map((line) => line[0])).toEqual(Object.values(values))
    const report: Report = (await as('admin', 'GET', '/api/v1/loans/provisions?asOf=2030-06-15')).json()
    const pesos = (cents: number) => (cents / 100).toFixed(2)
    expect(lines.slice(1)).toEqual(
      [...report.rows, { ...report.totals, bucket: 'total' }].map((row) => [
        values[`bucket:${row.bucket}` as keyof typeof values],
        String(row.loans),
        pesos(row.exposureCents),
        pesos(row.provisionCents),
        row.coverage.toFixed(4),
      ]),
    )
    before = figures(lines)
    beforeMarch = figures(linesOf((await as('admin', 'GET', csvUrl('2030-03-01'))).body))
  })

  it('adds a loan 92 days late to the 90+ row and the totals, as hand-computed', async () => {
    await exampleLoan(session.t, {
      principalCents: 1_200_000,
      annualRateBps: 2_400,
      termMonths: 1,
      disbursedOn: '2030-02-15',
      firstDueDate: '2030-03-15',
    })
    const after = figures(linesOf((await as('admin', 'GET', csvUrl('2030-06-15'))).body))
    const delta = (bucket: string) => ({
      loans: after[bucket]!.loans - before[bucket]!.loans,
      exposureCents: after[bucket]!.exposureCents - before[bucket]!.exposureCents,
      provisionCents: after[bucket]!.provisionCents - before[bucket]!.provisionCents,
    })
    const added = { loans: 1, exposureCents: 1_330_400, provisionCents: 1_330_400 }
    expect(delta('90 días o más')).toEqual(added)
    expect(delta('Total')).toEqual(added)
    expect(delta('60 a 89 días')).toEqual({ loans: 0, exposureCents: 0, provisionCents: 0 })
  })

  it('as of 1 Mar, before its first due date, the loan is current: 12 000.00 and 14 days of interest', async () => {
    // Interest to the day: 12 000.00 × 24 % × 14 / 360 = 112.00 (15 Feb to 1 Mar); EI 12 112.00; current,
    // PD 2 % × SP 65 % = 1.3 %: 157.456, half to even 157.46.
    const march = figures(linesOf((await as('admin', 'GET', csvUrl('2030-03-01'))).body))
    const delta = (key: 'loans' | 'exposureCents' | 'provisionCents') =>
      march['Al corriente']![key] - beforeMarch['Al corriente']![key]
    expect([delta('loans'), delta('exposureCents'), delta('provisionCents')]).toEqual([1, 1_211_200, 15_746])
  })
})

describe("access and scope are the report's", () => {
  it('a seller downloads only the loans of their scope: the totals of their own report', async () => {
    const own: Report = (await as('ventas', 'GET', '/api/v1/loans/provisions?asOf=2030-06-15')).json()
    const all: Report = (await as('admin', 'GET', '/api/v1/loans/provisions?asOf=2030-06-15')).json()
    const total = figures(linesOf((await as('ventas', 'GET', csvUrl('2030-06-15'))).body))['Total']!
    expect(total).toEqual({
      loans: own.totals.loans,
      exposureCents: own.totals.exposureCents,
      provisionCents: own.totals.provisionCents,
    })
    expect(total.loans).toBeLessThan(all.totals.loans)
  })

  it('refuses whoever may not read the portfolio (403) and a future date (400 naming asOf)', async () => {
    expect((await as('client', 'GET', csvUrl('2030-06-15'))).statusCode).toBe(403)
    const future = await as('admin', 'GET', csvUrl('2030-06-16'))
    expect(future.statusCode).toBe(400)
    expect(future.json().errors.asOf).toEqual(['date_out_of_range'])
  })
})
