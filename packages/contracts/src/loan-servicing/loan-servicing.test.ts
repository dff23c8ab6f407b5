import { describe, expect, it } from 'vitest'
import { mayReadLoan, mayRegisterLoanPayment } from './access'
import {
  bucketOf,
  paymentRequestSchema,
  reversalRequestSchema,
  statementParamsSchema,
} from './loan-servicing'

describe('payment request', () => {
  it('takes whole centavos, a real date, a known method; the prepayment choice defaults to reduce_term', () => {
    const parsed = paymentRequestSchema.parse({
      amountCents: 150_000,
      paidOn: '2026-03-15',
      method: 'spei',
      version: 1,
    })
    expect(parsed).toMatchObject({ prepaymentChoice: 'reduce_term', reference: '' })
  })

  it('names every wrong field with a code', () => {
    const result = paymentRequestSchema.safeParse({
      amountCents: 10.5,
      paidOn: '2026-02-30',
      method: 'cheque',
      prepaymentChoice: 'both',
      version: 0,
      extra: true,
    })
    expect(result.success).toBe(false)
    // An unknown key is reported by name in its issue's `keys`, the others by their path.
    const fields = new Set(
      result.error!.issues.flatMap((issue) =>
        issue.code === 'unrecognized_keys' ? issue.keys : [String(issue.path[0])],
      ),
    )
    for (const field of ['amountCents', 'paidOn', 'method', 'prepaymentChoice', 'version', 'extra'])
      expect(fields).toContain(field)
  })

  it('a reversal needs a reason of five characters or more; a statement period is YYYY-MM', () => {
    expect(reversalRequestSchema.safeParse({ reason: 'error', version: 3 }).success).toBe(true)
    expect(reversalRequestSchema.safeParse({ reason: 'no', version: 3 }).success).toBe(false)
    expect(statementParamsSchema.safeParse({ origin: 'auto', id: '4', period: '2026-13' }).success).toBe(
      false,
    )
    expect(statementParamsSchema.safeParse({ origin: 'auto', id: '4', period: '2026-01' }).success).toBe(true)
  })
})

describe('rules', () => {
  it('registering payments is update on credit_application_file; reading is reading the application', () => {
    expect(mayRegisterLoanPayment([{ action: 'update', subject: 'credit_application_file' }])).toBe(true)
    expect(mayRegisterLoanPayment([{ action: 'read', subject: 'credit_application_file' }])).toBe(false)
    expect(mayReadLoan([{ action: 'read', subject: 'analysis' }], 'auto')).toBe(true)
    expect(mayReadLoan([{ action: 'read', subject: 'AclDemo' }], 'auto')).toBe(false)
  })

  it('days past due fall in their bucket at the edges', () => {
    expect([0, 1, 30, 60, 90].map(bucketOf)).toEqual([
      'current',
      'dpd_1_29',
      'dpd_30_59',
      'dpd_60_89',
      'dpd_90_plus',
    ])
  })
})
