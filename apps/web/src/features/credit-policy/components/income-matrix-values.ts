import type { IncomeMatrix, IncomeMatrixRequest, IncomeSourceKind } from '@mesa/contracts'

/** The income matrix form: the request's fields, with the choice "accept the average" as its own switch. */
export interface IncomeMatrixValues {
  months: string[]
  sources: Array<{ kind: IncomeSourceKind; description: string; amountsCents: Array<number | null> }>
  acceptAverage: boolean
  acceptedIncomeCents: number | null
  householdExpensesCents: number | null
  note: string
}

/** The `count` calendar months before `today`, oldest first, as YYYY-MM (the statements last received). */
export function lastMonths(today: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - count + index, 1))
    return month.toISOString().slice(0, 7)
  })
}

/** The month after a YYYY-MM month. */
export function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(year, number, 1)).toISOString().slice(0, 7)
}

/** The form's starting values: the recorded matrix, else three months, a payroll row and the declared expenses. */
export function initialValues(
  matrix: IncomeMatrix | null,
  declaredExpensesCents: number,
): IncomeMatrixValues {
  if (matrix)
    return {
      months: matrix.months,
      sources: matrix.sources,
      acceptAverage: matrix.acceptedMethod === 'average',
      acceptedIncomeCents: matrix.acceptedIncomeCents,
      householdExpensesCents: matrix.householdExpensesCents,
      note: matrix.note,
    }
  const months = lastMonths(new Date(), 3)
  return {
    months,
    sources: [{ kind: 'payroll', description: '', amountsCents: months.map(() => null) }],
    acceptAverage: true,
    acceptedIncomeCents: null,
    householdExpensesCents: declaredExpensesCents,
    note: '',
  }
}

/** The request: empty amounts go as they are (the API names them), the average accepted as null. */
export function toRequest(values: IncomeMatrixValues, version: number | null): IncomeMatrixRequest {
  return {
    version,
    months: values.months,
    sources: values.sources as IncomeMatrixRequest['sources'],
    acceptedIncomeCents: values.acceptAverage ? null : values.acceptedIncomeCents,
    householdExpensesCents: values.householdExpensesCents as number,
    note: values.note,
  }
}

/** Each month's total and their average, as the API computes them (half to even at the centavo). */
export function matrixFigures(values: {
  months: string[]
  sources: Array<{ amountsCents: Array<number | null> }>
}) {
  const totals = values.months.map((_, month) =>
    values.sources.reduce((sum, source) => sum + (Number(source.amountsCents[month]) || 0), 0),
  )
  const sum = totals.reduce((total, value) => total + value, 0)
  const exact = totals.length ? sum / totals.length : 0
  const floor = Math.floor(exact)
  const average = exact - floor === 0.5 ? (floor % 2 === 0 ? floor : floor + 1) : Math.round(exact)
  return { totals, average }
}
