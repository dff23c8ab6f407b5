import { describe, expect, it } from 'vitest'
import { termsFormSchema, termsTexts } from './terms-form-values'

const proposal = {
  amountCents: 15_000_000,
  downPaymentCents: 5_250_000,
  annualRateBps: 1800,
  periodicity: 'monthly' as const,
  termPeriods: 48,
  openingFeeBps: null,
  insuranceMonthlyCents: 0,
  firstDueDate: null,
}

describe('the final terms form', () => {
  it('starts from the figures in force as pesos and percents', () => {
    expect(termsTexts(proposal)).toEqual({
      amountCents: '150000',
      downPaymentCents: '52500',
      annualRateBps: '18',
      periodicity: 'monthly',
      termPeriods: '48',
      openingFeeBps: '',
      insuranceMonthlyCents: '0',
      firstDueDate: '',
    })
  })

  it('sends pesos and percents as centavos and basis points, with the authorisation it supersedes', () => {
    const texts = {
      ...termsTexts(proposal),
      amountCents: '$150,000.50',
      annualRateBps: '18.5 %',
      openingFeeBps: '2',
      firstDueDate: '2027-01-15',
    }
    expect(termsFormSchema(7).parse(texts)).toEqual({
      amountCents: 15_000_050,
      downPaymentCents: 5_250_000,
      annualRateBps: 1850,
      periodicity: 'monthly',
      termPeriods: 48,
      openingFeeBps: 200,
      insuranceMonthlyCents: 0,
      firstDueDate: '2027-01-15',
      supersedes: 7,
    })
  })

  it('names each field left empty or unreadable, and sends no day when none is given', () => {
    const result = termsFormSchema(null).safeParse({
      ...termsTexts(proposal),
      openingFeeBps: '',
      termPeriods: 'x',
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'openingFeeBps',
      'termPeriods',
    ])
    expect(
      termsFormSchema(null).parse({ ...termsTexts(proposal), openingFeeBps: '2' }).firstDueDate,
    ).toBeNull()
  })

  it('sends a biweekly term as its payments, without termMonths (issue 33)', () => {
    const body = termsFormSchema(null).parse({
      ...termsTexts(proposal),
      openingFeeBps: '2',
      periodicity: 'biweekly',
      termPeriods: '52',
    })
    expect(body).toMatchObject({ periodicity: 'biweekly', termPeriods: 52 })
    expect(body).not.toHaveProperty('termMonths')
  })
})
