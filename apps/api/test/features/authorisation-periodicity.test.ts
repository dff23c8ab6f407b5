import { beforeAll, describe, expect, it } from 'vitest'
import { contractPaths } from '@mesa/contracts'
import { registerStageGate } from '../../src/features/credit-applications'
import { approve, pdfText, useCommitteeApp } from '../helpers/committee'
import { originationSteps, today } from '../helpers/origination'
import { signInDemo } from '../helpers/demo-sign-in'

/**
 * Issue 33, periodicity through the authorisation (docs/domain.md "Periodicity", worked example "biweekly
 * through the authorisation"): the authoriser picks a periodicity the product offers, the contract states
 * it and the loan opens with it. Every figure below is computed by hand in the comments.
 */
const c = useCommitteeApp()
const s = originationSteps(c)
const fill = (path: string, params: Record<string, string | number>) =>
  path.replace(/:(\w+)/g, (_, name: string) => String(params[name]))
const addDays = (date: string, days: number) => {
  const moved = new Date(`${date}T00:00:00Z`)
  moved.setUTCDate(moved.getUTCDate() + days)
  return moved.toISOString().slice(0, 10)
}

beforeAll(async () => {
  await signInDemo(c.t, c.tokens, ['tesoreria', 'tesoreria2', 'admin2'])
}, 120_000)

const terms = {
  amountCents: 200_000_00,
  downPaymentCents: 100_000_00,
  annualRateBps: 1_800,
  termMonths: undefined,
  periodicity: 'biweekly',
  termPeriods: 52,
  openingFeeBps: 200,
}

describe('an authorisation carries its periodicity (issue 33)', () => {
  it('refuses a periodicity the product does not offer, and termMonths with another periodicity, naming the field', async () => {
    const app = c.fresh[0]!
    await s.setFile(app, { priceCents: 300_000_00, requestedCents: 200_000_00 })
    for (const who of ['comite', 'comite2', 'comite3'])
      expect((await c.vote(who, app, approve)).statusCode).toBe(201)
    expect((await s.move(app, 'advance')).statusCode).toBe(200)
    // The standard auto product offers monthly, twice a month and biweekly: weekly is not offered.
    const weekly = await s.authorise(app, { ...terms, periodicity: 'weekly', termPeriods: 104 })
    expect(weekly.statusCode, weekly.body).toBe(400)
    expect(Object.keys(weekly.json().errors)).toEqual(['periodicity'])
    const mixed = await s.authorise(app, { ...terms, termMonths: 24 })
    expect(mixed.statusCode).toBe(400)
    expect(mixed.json().errors).toHaveProperty('termMonths')
    // 24 months at most × 26 a year = 52… the auto policy allows 72 months: 156 payments; 157 is too many.
    const long = await s.authorise(app, { ...terms, termPeriods: 157 })
    expect(long.statusCode).toBe(400)
    expect(long.json().errors.termPeriods).toEqual(['too_big:156'])
  })

  it('a biweekly authorisation opens a biweekly loan: 52 payments of 4 593.07, the first 14 days of interest, the carátula says it', async () => {
    const app = c.fresh[0]!
    const authorised = await s.authorise(app, terms)
    expect(authorised.statusCode, authorised.body).toBe(201)
    const view = (await c.as('admin', 'GET', `${c.base(app)}/authorisation`)).json()
    // r = 18 % / 26 = 0.692307…%; (1 + r)^−52 = 0.69854228; P = 200 000 × r / (1 − 0.69854228) = 4 593.07.
    // 52 biweekly payments span 52 × 12 / 26 = 24 months.
    expect(view.current).toMatchObject({ periodicity: 'biweekly', termPeriods: 52, termMonths: 24 })
    expect(view.current.quote.paymentCents).toBe(4_593_07)
    expect(view.schedule).toHaveLength(52)

    // The contract: generated, its carátula says 52 biweekly payments, then signed.
    expect((await s.move(app, 'advance')).statusCode).toBe(200)
    const contract = await s.contract(app)
    const pdf = await c.as('admin', 'GET', fill(contractPaths.pdf, { contractId: contract.id }))
    expect(pdf.statusCode).toBe(200)
    const text = await pdfText(pdf.rawPayload)
    expect(text).toContain('52 pagos catorcenales')
    expect(text).toContain('Monto de cada pago catorcenal')
    expect(text).toContain('$4,593.07')

    // The money: 200 000 − fee 2 % (4 000.00) − its IVA (640.00) = 195 360.00 goes out today.
    expect((await s.move(app, 'advance')).statusCode).toBe(200)
    expect((await s.assign(app)).statusCode).toBe(200)
    await s.disburseApproved(app, 195_360_00, 'CATORCE01')
    // No policy is bound in this walk (the insurance feature's tests bind them): hold its gate open.
    registerStageGate({ stage: 'poliza', id: 'policy_bound', message: 'held open', holds: async () => true })
    if ((await s.stageOf(app)) === 'fondeo') expect((await s.move(app, 'advance')).statusCode).toBe(200)
    const moved = await s.move(app, 'advance')
    expect(moved.statusCode, moved.body).toBe(200)
    expect(await s.stageOf(app)).toBe('activo')

    const loan = (await c.as('admin', 'GET', `${c.base(app)}/loan`)).json()
    expect(loan.product).toMatchObject({ periodicity: 'biweekly', termPeriods: 52 })
    expect(loan.termMonths).toBe(24)
    expect(loan.schedule).toHaveLength(52)
    const [first, second] = loan.schedule
    // First period: the 14 days from the disbursement, 200 000 × 18 % × 14 / 360 = 1 400.00; IVA 224.00;
    // principal 4 593.07 − 1 400.00 = 3 193.07; total 4 593.07 + 224.00 = 4 817.07.
    expect(first).toMatchObject({
      interestCents: 1_400_00,
      ivaCents: 224_00,
      principalCents: 3_193_07,
      totalCents: 4_817_07,
    })
    // Due one period (14 days) after the money went out, later only when that day is a weekend or a holiday.
    expect(first.dueDate >= addDays(today(), 14)).toBe(true)
    expect(first.dueDate <= addDays(today(), 19)).toBe(true)
    // Second: 196 806.93 × 18 % / 26 = 1 362.5095… → 1 362.51.
    expect(second.interestCents).toBe(1_362_51)
    const principal = loan.schedule.reduce(
      (total: number, row: { principalCents: number }) => total + row.principalCents,
      0,
    )
    expect(principal).toBe(200_000_00)
  })
})
