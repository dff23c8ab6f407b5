import { describe, expect, it } from 'vitest'
import { customerFieldOf, customerFormSchema, type CustomerFormValues } from './customer-form-values'

const values: CustomerFormValues = {
  firstNames: 'Ana María',
  lastName1: 'López',
  lastName2: '',
  phones: '55 1234 5678\n\n (81) 8888-0000 ',
  emails: 'ana@example.com',
  addresses: [],
}

describe('the customer form as the contract reads it', () => {
  it('sends one phone and e-mail per line, with the version read', () => {
    const parsed = customerFormSchema(7).parse(values)
    expect(parsed.phones).toEqual(['5512345678', '8188880000'])
    expect(parsed.emails).toEqual(['ana@example.com'])
    expect(parsed.version).toBe(7)
  })

  it('puts a wrong line on its text box', () => {
    const result = customerFormSchema(7).safeParse({ ...values, phones: '5512345678\n123' })
    expect(result.success).toBe(false)
    const paths = result.error?.issues.map((issue) => customerFieldOf(issue.path.join('.')))
    expect(paths).toEqual(['phones'])
    expect(customerFieldOf('addresses.0.street')).toBe('addresses.0.street')
  })
})
