import { beforeAll, describe, expect, it } from 'vitest'
import { arrearsBuckets, workingStages } from '@mesa/contracts'
import { portfolioArrearsSnapshots } from '../../src/db/schema'
import { monthEnd, monthEndsBetween, previousMonthEnds } from '../../src/features/portfolio/month-ends'
import { useTestApp } from '../helpers/use-test-app'
import { signInDemo } from '../helpers/demo-sign-in'

/** The portfolio dashboard (issue 16): each figure equals the count of the list it links to, within scope. */
const tokens: Record<string, string> = {}
const get = (who: string, url: string) => t.as(tokens[who]!, { method: 'GET', url })
const dashboard = async (who: string, query = '') => {
  const response = await get(who, `/api/v1/portfolio/dashboard?${query}`)
  expect(response.statusCode).toBe(200)
  return response.json()
}
const applicationsTotal = async (who: string, query: string) =>
  (await get(who, `/api/v1/credit-applications?itemsPerPage=5&${query}`)).json().total as number
const loansTotal = async (who: string, query: string) =>
  (await get(who, `/api/v1/loans?itemsPerPage=5&${query}`)).json().total as number

const t = useTestApp()
beforeAll(async () => {
  await signInDemo(t, tokens, ['admin', 'ventas', 'client'])
})

type FunnelRow = {
  stage: string
  reached: number
  current: number
  overdue: number
  conversion: number | null
}

/** Every funnel figure and the rejections against the applications list with the same query. */
async function expectFunnelMatchesList(who: string, filters: string) {
  const data = await dashboard(who, filters)
  for (const row of data.funnel as FunnelRow[]) {
    expect(row.current, `${row.stage} now`).toBe(
      await applicationsTotal(who, `${filters}&stage=${row.stage}`),
    )
    expect(row.overdue, `${row.stage} overdue`).toBe(
      await applicationsTotal(who, `${filters}&stage=${row.stage}&overdue=true`),
    )
    expect(row.reached).toBeGreaterThanOrEqual(row.current)
  }
  expect(data.decisions.cohort).toBe(await applicationsTotal(who, filters))
  expect(data.decisions.rejected).toBe(await applicationsTotal(who, `${filters}&stage=rechazada`))
  expect(data.decisions.cancelled).toBe(await applicationsTotal(who, `${filters}&stage=cancelada`))
  return data
}

describe('pipeline figures agree with the applications list', () => {
  it('without filters: every stage now, overdue, the cohort and the rejections', async () => {
    const data = await expectFunnelMatchesList('admin', '')
    // Everyone was captured; the funnel only narrows, and each conversion is reached(next) / reached(this).
    const funnel = data.funnel as FunnelRow[]
    expect(funnel[0]!.reached).toBe(data.decisions.cohort)
    for (const [index, row] of funnel.entries()) {
      const next = funnel[index + 1]
      if (!next) expect(row.conversion).toBeNull()
      else if (row.reached > 0)
        expect(row.conversion).toBeCloseTo(Math.round((next.reached / row.reached) * 10_000) / 10_000, 4)
    }
  })

  it('with product, ally and period filters, the same query gives the same counts', async () => {
    const any = (await get('admin', '/api/v1/credit-applications?itemsPerPage=1')).json().items[0]
    const created = any.createdAt.slice(0, 10)
    await expectFunnelMatchesList('admin', `product=${any.product}`)
    await expectFunnelMatchesList('admin', `allyId=${any.allyId}`)
    await expectFunnelMatchesList('admin', `from=${created}&to=${created}`)
  })

  it('approval and rejection rates are shares of the decided applications', async () => {
    const { decisions } = await dashboard('admin')
    const decided = decisions.approved + decisions.rejected
    expect(decided).toBeGreaterThan(0)
    expect(decisions.approvalRate).toBeCloseTo(decisions.approved / decided, 4)
    expect(decisions.rejectionRate).toBeCloseTo(decisions.rejected / decided, 4)
    // Approved includes every application past the committee today.
    let past = 0
    for (const stage of ['autorizacion', 'contrato', 'fondeo', 'poliza', 'activo', 'liquidada'])
      past += await applicationsTotal('admin', `stage=${stage}`)
    expect(decisions.approved).toBeGreaterThanOrEqual(past)
    const reasons = decisions.reasons.reduce((total: number, row: { count: number }) => total + row.count, 0)
    expect(reasons).toBe(decisions.rejected)
    expect(decisions.medianHoursToDecision).toBeGreaterThan(0)
  })

  it('stage times: each working stage with its target, medians of completed stays', async () => {
    const { stageTimes } = await dashboard('admin')
    expect(stageTimes.map((row: { stage: string }) => row.stage)).toEqual([...workingStages])
    const captura = stageTimes[0]
    expect(captura.targetHours).toBe(72)
    expect(captura.stays).toBeGreaterThan(0)
    expect(captura.medianHours).toBeGreaterThan(0)
    expect(stageTimes.at(-1).targetHours).toBeNull()
  })
})

describe('arrears agree with the loans list', () => {
  it('today: each bucket counts the active loans the loans list shows with that bucket', async () => {
    const { arrears } = await dashboard('admin')
    for (const row of arrears.now.byBucket)
      expect(row.loans, row.bucket).toBe(await loansTotal('admin', `status=active&bucket=${row.bucket}`))
    const list = (await get('admin', '/api/v1/loans?itemsPerPage=5&status=active')).json()
    expect(arrears.now.balanceCents).toBe(list.totals.balanceCents)
    expect(arrears.now.pastDueRatio).toBeCloseTo(list.totals.pastDueRatio, 4)
  })

  it('over time: month-end snapshots replayed from the ledgers, then today', async () => {
    const { arrears } = await dashboard('admin')
    expect(arrears.history.length).toBeGreaterThan(2)
    expect(arrears.history.at(-1).balanceCents).toBe(arrears.now.balanceCents)
    const rows = await t.database.db.select().from(portfolioArrearsSnapshots)
    const first = arrears.history[0]
    const ofDate = rows.filter((row) => row.onDate === first.date)
    expect(first.balanceCents).toBe(ofDate.reduce((total, row) => total + row.balanceCents, 0))
    for (const point of arrears.history)
      expect(point.byBucket.map((row: { bucket: string }) => row.bucket)).toEqual([...arrearsBuckets])
  })

  it('amounts: disbursed by month sums the loans disbursed, by ally the same total', async () => {
    const { amounts } = await dashboard('admin')
    const byMonth = amounts.byMonth.reduce(
      (total: number, row: { disbursedCount: number }) => total + row.disbursedCount,
      0,
    )
    const byAlly = amounts.byAlly.reduce(
      (total: number, row: { disbursedCount: number }) => total + row.disbursedCount,
      0,
    )
    expect(byMonth).toBe(await loansTotal('admin', ''))
    expect(byAlly).toBe(byMonth)
    // By funder: the same loans, split by the funding line's funder (funderId null: funded by none).
    const byFunder = amounts.byFunder.reduce(
      (total: number, row: { disbursedCount: number }) => total + row.disbursedCount,
      0,
    )
    expect(byFunder).toBe(byMonth)
  })

  it("by funder: each funder's loan count equals the loans list filtered by that funder (the row's link)", async () => {
    const { amounts } = await dashboard('admin')
    const funded = amounts.byFunder.filter((row: { funderId: number | null }) => row.funderId !== null)
    expect(funded.length).toBeGreaterThan(0)
    for (const row of funded as Array<{ funderId: number; funder: string; disbursedCount: number }>)
      expect(row.disbursedCount, row.funder).toBe(await loansTotal('admin', `funderId=${row.funderId}`))
    // A seller's dashboard and list agree within their allies too.
    const mine = await dashboard('ventas')
    for (const row of mine.amounts.byFunder.filter((item: { funderId: number | null }) => item.funderId))
      expect(row.disbursedCount).toBe(await loansTotal('ventas', `funderId=${row.funderId}`))
  })
})

describe('row scope and permissions', () => {
  it('an ally seller sees only their allies: the figures equal their own lists', async () => {
    const mine = await expectFunnelMatchesList('ventas', '')
    const all = await dashboard('admin')
    expect(mine.decisions.cohort).toBeLessThan(all.decisions.cohort)
    for (const row of mine.arrears.now.byBucket)
      expect(row.loans).toBe(await loansTotal('ventas', `status=active&bucket=${row.bucket}`))
  })

  it('refuses a user without read Documentos (403) and a caller without a token (401)', async () => {
    expect((await get('client', '/api/v1/portfolio/dashboard')).statusCode).toBe(403)
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/portfolio/dashboard' })
    expect(anonymous.statusCode).toBe(401)
  })

  it('answers 400 naming each wrong filter, never 500', async () => {
    const response = await get('admin', '/api/v1/portfolio/dashboard?from=2026-13-40&product=yate&allyId=abc')
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().errors).sort()).toEqual(['allyId', 'from', 'product'])
    const reversed = await get('admin', '/api/v1/portfolio/dashboard?from=2026-05-01&to=2026-04-01')
    expect(reversed.statusCode).toBe(400)
    expect(Object.keys(reversed.json().errors)).toEqual(['to'])
  })
})

describe('month ends (hand-computed)', () => {
  it('knows short months and leap years', () => {
    expect(monthEnd('2026-02-15')).toBe('2026-02-28')
    expect(monthEnd('2024-02-01')).toBe('2024-02-29')
    expect(monthEnd('2026-12-31', 1)).toBe('2027-01-31')
    expect(previousMonthEnds('2026-11-23', 3)).toEqual(['2026-08-31', '2026-09-30', '2026-10-31'])
    expect(monthEndsBetween('2026-01-31', '2026-03-30')).toEqual(['2026-01-31', '2026-02-28'])
  })
})
