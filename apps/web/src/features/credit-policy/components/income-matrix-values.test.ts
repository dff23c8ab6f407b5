import { describe, expect, it } from 'vitest'
import { initialValues, lastMonths, matrixFigures, nextMonth, toRequest } from './income-matrix-values'

describe('income matrix form values', () => {
  it('starts from the three months before today, a payroll row and the declared expenses', () => {
    expect(lastMonths(new Date('2026-01-15T12:00:00Z'), 3)).toEqual(['2025-10', '2025-11', '2025-12'])
    expect(nextMonth('2025-12')).toBe('2026-01')
    const values = initialValues(null, 1_200_000)
    expect(values.sources).toEqual([{ kind: 'payroll', description: '', amountsCents: [null, null, null] }])
    expect(values).toMatchObject({ acceptAverage: true, householdExpensesCents: 1_200_000 })
  })

  it('totals the months and averages them half to even, as the API does', () => {
    const figures = matrixFigures({
      months: ['2026-07', '2026-08', '2026-09'],
      sources: [
        { amountsCents: [2_800_000, 2_950_000, 2_900_000] },
        { amountsCents: [400_000, null, 350_000] },
      ],
    })
    expect(figures).toEqual({ totals: [3_200_000, 2_950_000, 3_250_000], average: 3_133_333 })
    // 5 / 2 = 2.5 → 2 and 7 / 2 = 3.5 → 4 (half to even).
    expect(matrixFigures({ months: ['a', 'b'], sources: [{ amountsCents: [2, 3] }] }).average).toBe(2)
    expect(matrixFigures({ months: ['a', 'b'], sources: [{ amountsCents: [3, 4] }] }).average).toBe(4)
  })

  it('sends the average as null and the analyst figure only when the average is not accepted', () => {
    const values = { ...initialValues(null, 0), acceptedIncomeCents: 2_500_000 }
    expect(toRequest(values, null).acceptedIncomeCents).toBeNull()
    expect(toRequest({ ...values, acceptAverage: false }, 3)).toMatchObject({
      version: 3,
      acceptedIncomeCents: 2_500_000,
    })
  })
})
