import { describe, expect, it } from 'vitest'
import { cartTotal, expiryValid, luhnValid, stepSchemas } from './checkout-steps'

describe('checkout wizard rules', () => {
  it('checks card numbers with the Luhn digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true)
    expect(luhnValid('4242424242424241')).toBe(false)
    expect(luhnValid('4242')).toBe(false)
  })

  it('accepts an expiry from this month on', () => {
    const now = new Date(2026, 10, 23)
    expect(expiryValid('11/26', now)).toBe(true)
    expect(expiryValid('10/26', now)).toBe(false)
    expect(expiryValid('13/30', now)).toBe(false)
    expect(expiryValid('1/30', now)).toBe(false)
  })

  it('totals the cart exactly in cents: 2 × 129.00 + 1 × 75.00 = 333.00', () => {
    expect(cartTotal({ headphones: 2, watch: 0, backpack: 1 })).toBe(33_300)
  })

  it('names each wrong field of a step', () => {
    const result = stepSchemas.address.safeParse({
      fullName: '',
      street: 'Reforma 1',
      postalCode: '123',
      phone: '55',
    })
    expect(result.success).toBe(false)
    expect(result.error!.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['fullName', 'required'],
      ['postalCode', 'invalid_format'],
      ['phone', 'invalid_phone'],
    ])
    expect(stepSchemas.cart.safeParse({ quantities: { headphones: 0 } }).error!.issues[0]!.message).toBe(
      'cart_empty',
    )
  })
})
