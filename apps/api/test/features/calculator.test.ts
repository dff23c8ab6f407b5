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

  it('needs a signed-in caller', async () => {
    expect(
      (await quote(null, { amount: 1_000, annualRatePct: 10, termMonths: 12, openingFeePct: 0 })).statusCode,
    ).toBe(401)
  })
})
