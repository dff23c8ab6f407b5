import { describe, expect, it } from 'vitest'
import { accountingManager, accountingReader, mayManageAccounting } from './access'
import {
  accountCodeSchema,
  adjustmentRequestSchema,
  incomeStatementQuerySchema,
  periodSchema,
} from './ledger'

const issuesOf = (result: {
  success: boolean
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> }
}) => (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`)

const adjustment = {
  businessDate: '2031-04-10',
  memo: 'Estimación preventiva',
  lines: [
    { accountCode: '5501', debitCents: 10_000, creditCents: 0 },
    { accountCode: '1390', debitCents: 0, creditCents: 10_000 },
  ],
}

describe('a manual adjustment', () => {
  it('takes balanced lines, each with one positive side', () => {
    expect(adjustmentRequestSchema.safeParse(adjustment).success).toBe(true)
  })
  it('names unbalanced lines, a line with both sides or none, and a fraction', () => {
    // 10 000 debited against 9 999 credited.
    const unbalanced = {
      ...adjustment,
      lines: [adjustment.lines[0], { ...adjustment.lines[1], creditCents: 9_999 }],
    }
    expect(issuesOf(adjustmentRequestSchema.safeParse(unbalanced))).toEqual(['lines: unbalanced'])
    const both = {
      ...adjustment,
      lines: [{ accountCode: '1101', debitCents: 5, creditCents: 5 }, adjustment.lines[1]],
    }
    expect(issuesOf(adjustmentRequestSchema.safeParse(both))).toContain('lines.0.debitCents: invalid_value')
    const none = {
      ...adjustment,
      lines: [{ accountCode: '1101', debitCents: 0, creditCents: 0 }, adjustment.lines[1]],
    }
    expect(issuesOf(adjustmentRequestSchema.safeParse(none))).toContain('lines.0.debitCents: invalid_value')
    const fraction = {
      ...adjustment,
      lines: [{ ...adjustment.lines[0], debitCents: 0.5 }, adjustment.lines[1]],
    }
    expect(issuesOf(adjustmentRequestSchema.safeParse(fraction))).toContain(
      'lines.0.debitCents: invalid_value',
    )
  })
})

describe('codes and dates', () => {
  it('an account code is digits in dotted groups; a period is YYYY-MM', () => {
    expect(accountCodeSchema.safeParse('1300.01').success).toBe(true)
    expect(accountCodeSchema.safeParse('13a').success).toBe(false)
    expect(periodSchema.safeParse('2031-12').success).toBe(true)
    expect(periodSchema.safeParse('2031-13').success).toBe(false)
  })
  it('a range whose start is after its end is refused on its end', () => {
    expect(issuesOf(incomeStatementQuerySchema.safeParse({ from: '2031-05-01', to: '2031-04-30' }))).toEqual([
      'to: invalid_value',
    ])
  })
})

describe('who may', () => {
  it('manage accounting adjusts and closes; read accounting only reads', () => {
    expect(mayManageAccounting([accountingManager])).toBe(true)
    expect(mayManageAccounting([accountingReader])).toBe(false)
    expect(mayManageAccounting([{ action: 'manage', subject: 'all' }])).toBe(true)
  })
})
