import { describe, expect, it } from 'vitest'
import { invoiceCreateSchema, invoiceListQuerySchema } from './invoices'
import { divideRoundingHalfUp, invoiceTotals, lineAmounts, statusAfterPayments, toHundredths } from './totals'

describe('divideRoundingHalfUp', () => {
  it('rounds halves up and the rest to the nearest', () => {
    expect(divideRoundingHalfUp(5050, 100)).toBe(51) // 50.5
    expect(divideRoundingHalfUp(5049, 100)).toBe(50) // 50.49
    expect(divideRoundingHalfUp(33033, 100)).toBe(330) // 330.33
    expect(divideRoundingHalfUp(0, 100)).toBe(0)
  })
})

describe('lineAmounts (figures worked by hand)', () => {
  it('1.5 hours at $850.00: $1,275.00, no discount', () => {
    expect(lineAmounts({ quantityHundredths: 150, priceCents: 85_000, discountBasisPoints: 0 })).toEqual({
      grossCents: 127_500,
      discountCents: 0,
      netCents: 127_500,
    })
  })
  it('0.5 units at $1.01 is 50.5 centavos, rounded up to 51', () => {
    expect(lineAmounts({ quantityHundredths: 50, priceCents: 101, discountBasisPoints: 0 }).grossCents).toBe(
      51,
    )
  })
  it('12.5 % off $123.45 is $15.43125, rounded to $15.43: net $108.02', () => {
    expect(lineAmounts({ quantityHundredths: 100, priceCents: 12_345, discountBasisPoints: 1250 })).toEqual({
      grossCents: 12_345,
      discountCents: 1543,
      netCents: 10_802,
    })
  })
  it('25 % off 10 centavos is 2.5, rounded up to 3: net 7', () => {
    expect(lineAmounts({ quantityHundredths: 100, priceCents: 10, discountBasisPoints: 2500 }).netCents).toBe(
      7,
    )
  })
  it('a 100 % discount leaves nothing', () => {
    expect(
      lineAmounts({ quantityHundredths: 333, priceCents: 999, discountBasisPoints: 10_000 }).netCents,
    ).toBe(0)
  })
})

describe('invoiceTotals with IVA 16 %', () => {
  it('three lines: subtotal $13,775.51, discount $1,250.00, IVA $2,004.08, total $14,529.59', () => {
    // 1.5 h × $850 = $1,275.00; 1 licence × $12,500 less 10 % = $11,250.00; 0.5 × $1.01 = $0.51.
    // Taxable $12,525.51 × 16 % = $2,004.0816 → $2,004.08.
    expect(
      invoiceTotals([
        { quantityHundredths: 150, priceCents: 85_000, discountBasisPoints: 0 },
        { quantityHundredths: 100, priceCents: 1_250_000, discountBasisPoints: 1000 },
        { quantityHundredths: 50, priceCents: 101, discountBasisPoints: 0 },
      ]),
    ).toEqual({
      subtotalCents: 1_377_551,
      discountCents: 125_000,
      taxableCents: 1_252_551,
      taxCents: 200_408,
      totalCents: 1_452_959,
    })
  })
  it('rounds the tax once on the sum: 3 × 28 centavos = 84, IVA 13.44 → 13 (not 3 × 4 = 12)', () => {
    const line = { quantityHundredths: 100, priceCents: 28, discountBasisPoints: 0 }
    expect(invoiceTotals([line, line, line])).toMatchObject({ taxCents: 13, totalCents: 97 })
  })
  it('IVA of $100.00 is exactly $16.00', () => {
    expect(
      invoiceTotals([{ quantityHundredths: 100, priceCents: 10_000, discountBasisPoints: 0 }]).totalCents,
    ).toBe(11_600)
  })
  it('the largest line allowed stays an exact integer', () => {
    const totals = invoiceTotals([
      { quantityHundredths: 1_000_000, priceCents: 100_000_000, discountBasisPoints: 0 },
    ])
    expect(totals.subtotalCents).toBe(1_000_000_000_000)
    expect(totals.taxCents).toBe(160_000_000_000)
    expect(Number.isSafeInteger(totals.totalCents)).toBe(true)
  })
})

describe('toHundredths', () => {
  it('takes up to two places exactly, refuses a third', () => {
    expect(toHundredths(1.5)).toBe(150)
    expect(toHundredths(0.1 + 0.2)).toBe(30)
    expect(toHundredths(12.34)).toBe(1234)
    expect(toHundredths(1.005)).toBeNaN()
  })
})

describe('statusAfterPayments', () => {
  const base = { current: 'Sent' as const, totalCents: 10_000, dueDate: '2026-03-31', today: '2026-03-15' }
  it('all paid (or more) is Paid', () => {
    expect(statusAfterPayments({ ...base, paidCents: 10_000 })).toBe('Paid')
    expect(statusAfterPayments({ ...base, paidCents: 12_000 })).toBe('Paid')
  })
  it('part paid before the due date is Partial Payment; after it, Past Due', () => {
    expect(statusAfterPayments({ ...base, paidCents: 4_000 })).toBe('Partial Payment')
    expect(statusAfterPayments({ ...base, paidCents: 4_000, today: '2026-03-31' })).toBe('Partial Payment')
    expect(statusAfterPayments({ ...base, paidCents: 4_000, today: '2026-04-01' })).toBe('Past Due')
  })
  it('nothing paid keeps the status', () => {
    expect(statusAfterPayments({ ...base, current: 'Draft', paidCents: 0 })).toBe('Draft')
  })
})

describe('invoice form rules', () => {
  const valid = {
    clientId: 1,
    issuedDate: '2026-03-01',
    dueDate: '2026-03-01',
    items: [{ service: 'Software Development', quantity: 1.5, priceCents: 85_000 }],
  }
  it('accepts a due date on the issue date', () => {
    expect(invoiceCreateSchema.safeParse(valid).success).toBe(true)
  })
  it('refuses a due date before the issue date, on the due date field', () => {
    const result = invoiceCreateSchema.safeParse({ ...valid, dueDate: '2026-02-28' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['dueDate', 'due_before_issued'],
    ])
  })
  it('refuses a quantity with three decimals and a fractional price', () => {
    const result = invoiceCreateSchema.safeParse({
      ...valid,
      items: [{ service: 'Software Development', quantity: 1.005, priceCents: 10.5 }],
    })
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'items.0.priceCents',
      'items.0.quantity',
    ])
  })
})

describe('list query', () => {
  it('reads the date range from JSON text or bracket keys', () => {
    expect(
      invoiceListQuerySchema.parse({ selectedDateRange: '{"start":"2026-01-01","end":"2026-01-31"}' }),
    ).toMatchObject({
      selectedDateRange: { start: '2026-01-01', end: '2026-01-31' },
      page: 1,
      itemsPerPage: 10,
    })
    expect(
      invoiceListQuerySchema.parse({
        'selectedDateRange[start]': '2026-01-01',
        'selectedDateRange[end]': '2026-01-31',
      }),
    ).toMatchObject({ selectedDateRange: { start: '2026-01-01', end: '2026-01-31' } })
  })
  it('refuses an unknown status and a date that does not exist', () => {
    expect(invoiceListQuerySchema.safeParse({ status: 'paid' }).success).toBe(false)
    expect(invoiceListQuerySchema.safeParse({ selectedDateRange: '{"start":"2026-02-30"}' }).success).toBe(
      false,
    )
  })
})
