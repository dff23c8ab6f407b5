import { beforeAll, describe, expect, it } from 'vitest'
import { calculatorPaths, type QuoteResponse } from '@mesa/contracts'
import { useTestApp } from '../helpers/use-test-app'

let seller: string

const t = useTestApp()
beforeAll(async () => {
  seller = (await t.login('ventas@demo.com', 'ventas')).accessToken
})

const quote = (token: string | null, payload: unknown) =>
  token
    ? t.as(token, { method: 'POST', url: calculatorPaths.quote, payload: payload as object })
    : t.app.inject({ method: 'POST', url: calculatorPaths.quote, payload: payload as object })

describe('POST /api/v1/calculator/quote', () => {
  it('answers the published example in pesos: 20 000, 12 months, 58 %, 5 % → CAT 95.6 %', async () => {
    const response = await quote(seller, {
      amount: 20_000,
      annualRatePct: 58,
      termMonths: 12,
      openingFeePct: 5,
    })
    expect(response.statusCode).toBe(200)
    const body = response.json<QuoteResponse>()
    expect(body).toMatchObject({ catPct: 95.6, openingFee: 1_000, openingFeeIva: 160, netDisbursed: 18_840 })
    expect(body.schedule).toHaveLength(12)
    expect(body.schedule.at(-1)!.balance).toBe(0)
    const principal = body.schedule.reduce((total, row) => total + Math.round(row.principal * 100), 0)
    expect(principal).toBe(2_000_000)
  })

  it('dates the schedule from the first due date and reports the loan-to-value of a down payment', async () => {
    const response = await quote(seller, {
      amount: 240_000,
      annualRatePct: 16.5,
      termMonths: 36,
      openingFeePct: 2.5,
      insuranceMonthly: 950.5,
      downPayment: 60_000,
      firstDueDate: '2027-01-31',
    })
    const body = response.json<QuoteResponse>()
    expect(body.loanToValuePct).toBe(80)
    expect(body.schedule.slice(0, 2).map((row) => row.date)).toEqual(['2027-01-31', '2027-02-28'])
    expect(body.schedule[0]!.total).toBeCloseTo(body.schedule[0]!.payment + body.schedule[0]!.iva + 950.5, 2)
  })

  it('names every field out of range in one 400', async () => {
    const response = await quote(seller, {
      amount: -5,
      annualRatePct: 900,
      termMonths: 0,
      openingFeePct: 'five',
      insuranceMonthly: 10.005,
      surprise: true,
    })
    expect(response.statusCode).toBe(400)
    const fields = Object.keys(response.json<{ errors: Record<string, unknown> }>().errors)
    expect(fields).toEqual(
      expect.arrayContaining(['amount', 'annualRatePct', 'termMonths', 'openingFeePct', 'insuranceMonthly']),
    )
  })

  it('quotes weekly: 10 000 at 52 % over 4 weeks pays 2 562.81 (1 % a week, docs/domain.md "Periodicity")', async () => {
    // r = 52 % / 52 = 1 %; P = 100 / (1 − 1.01^−4) = 100 / 0.03901966 = 2 562.81; interest 100.00 the first week.
    const response = await quote(seller, {
      amount: 10_000,
      annualRatePct: 52,
      periodicity: 'weekly',
      termPeriods: 4,
      openingFeePct: 0,
      firstDueDate: '2026-03-02',
    })
    expect(response.statusCode).toBe(200)
    const body = response.json<QuoteResponse>()
    expect(body).toMatchObject({ periodicity: 'weekly', termPeriods: 4, payment: 2_562.81 })
    expect(body.schedule[0]).toMatchObject({ interest: 100, principal: 2_462.81, iva: 16 })
    expect(body.schedule.map((row) => row.date)).toEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
      '2026-03-23',
    ])
    // Total interest 100.00 + 75.37 + 50.50 + 25.37 = 251.24.
    expect(body.totalInterest).toBe(251.24)
  })

  it('answers an old monthly call as before and echoes its term; termPeriods alone is monthly', async () => {
    const old = await quote(seller, { amount: 10_000, annualRatePct: 12, termMonths: 12, openingFeePct: 0 })
    // 1 % a month over 12 months: 888.49.
    expect(old.json<QuoteResponse>()).toMatchObject({
      periodicity: 'monthly',
      termPeriods: 12,
      payment: 888.49,
    })
    const same = await quote(seller, { amount: 10_000, annualRatePct: 12, termPeriods: 12, openingFeePct: 0 })
    expect(same.json<QuoteResponse>().payment).toBe(888.49)
  })

  it('quotes a biweekly CAT with 26 periods a year: 26 % → 1.01^26 − 1 = 29.5 %', async () => {
    const response = await quote(seller, {
      amount: 10_000,
      annualRatePct: 26,
      periodicity: 'biweekly',
      termPeriods: 26,
      openingFeePct: 0,
    })
    expect(response.json<QuoteResponse>().catPct).toBe(29.5)
  })

  it('400 naming the term when neither is given, or termMonths with another periodicity or another count', async () => {
    const base = { amount: 10_000, annualRatePct: 12, openingFeePct: 0 }
    const fieldsOf = async (payload: object) => {
      const response = await quote(seller, payload)
      expect(response.statusCode).toBe(400)
      return Object.keys(response.json<{ errors: Record<string, unknown> }>().errors)
    }
    expect(await fieldsOf(base)).toEqual(['termPeriods'])
    expect(await fieldsOf({ ...base, periodicity: 'weekly', termMonths: 12 })).toEqual(['termMonths'])
    expect(await fieldsOf({ ...base, termMonths: 12, termPeriods: 24 })).toEqual(['termPeriods'])
    expect(await fieldsOf({ ...base, periodicity: 'daily', termPeriods: 12 })).toEqual(['periodicity'])
    expect(await fieldsOf({ ...base, periodicity: 'weekly', termPeriods: 521 })).toEqual(['termPeriods'])
    // Ten years at most whatever the periodicity: 121 monthly payments are too many, 260 biweekly are not.
    expect(await fieldsOf({ ...base, termPeriods: 121 })).toEqual(['termPeriods'])
  })

  it('needs a signed-in caller', async () => {
    expect(
      (await quote(null, { amount: 1_000, annualRatePct: 10, termMonths: 12, openingFeePct: 0 })).statusCode,
    ).toBe(401)
  })
})
