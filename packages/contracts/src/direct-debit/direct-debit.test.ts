import { describe, expect, it } from 'vitest'
import { clabeCheckDigit } from '../allies/clabe'
import { mayRunDirectDebit, mayWriteMandates } from './access'
import { cardProblem, luhnValid } from './card-number'
import { mandateCreateSchema } from './direct-debit'

const clabe = (first17: string) => first17 + clabeCheckDigit(first17)
const errorsOf = (body: object) => {
  const parsed = mandateCreateSchema.safeParse(body)
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}
const valid = {
  loanId: 7,
  accountKind: 'clabe',
  accountNumber: clabe('00218000012345678'),
  holderName: 'Ana Pérez',
  maxAmountCents: 500_000,
}

describe('card numbers', () => {
  it('checks Luhn from the right whatever the length', () => {
    expect(luhnValid('4111111111111111')).toBe(true) // 16 digits
    expect(luhnValid('378282246310005')).toBe(true) // 15 digits (Amex test number)
    expect(luhnValid('4111111111111112')).toBe(false)
    expect(cardProblem('4111 1111')).toBe('format')
    expect(cardProblem('4111111111111112')).toBe('checkDigit')
  })
})

describe('a mandate', () => {
  it('takes a valid CLABE (spaces dropped) or card', () => {
    expect(errorsOf({ ...valid, accountNumber: valid.accountNumber.replace(/(\d{6})/, '$1 ') })).toEqual({})
    expect(errorsOf({ ...valid, accountKind: 'card', accountNumber: '4111-1111-1111-1111' })).toEqual({})
  })

  it('names the account number when its digit is wrong, by its kind', () => {
    const wrong = valid.accountNumber.slice(0, 17) + String((Number(valid.accountNumber[17]) + 1) % 10)
    expect(errorsOf({ ...valid, accountNumber: wrong })).toEqual({ accountNumber: 'invalid_check_digit' })
    expect(errorsOf({ ...valid, accountKind: 'card', accountNumber: '411111111111' })).toEqual({
      accountNumber: 'invalid_format',
    })
    expect(errorsOf({ ...valid, accountNumber: '999' + valid.accountNumber.slice(3) })).toEqual({
      accountNumber: 'unknown_reference',
    })
  })

  it('refuses fractional centavos, a name without letters, unknown fields', () => {
    expect(errorsOf({ ...valid, maxAmountCents: 10.5, holderName: '123 456', extra: 1 })).toMatchObject({
      maxAmountCents: 'not_integer',
      holderName: 'invalid_format',
    })
  })
})

describe('who may', () => {
  it('treasury runs, the desk and collections write mandates', () => {
    expect(mayRunDirectDebit([{ action: 'update', subject: 'direct_debit' }])).toBe(true)
    expect(mayRunDirectDebit([{ action: 'create', subject: 'direct_debit' }])).toBe(false)
    expect(mayWriteMandates([{ action: 'create', subject: 'direct_debit' }])).toBe(true)
    expect(mayWriteMandates([{ action: 'read', subject: 'direct_debit' }])).toBe(false)
  })
})
