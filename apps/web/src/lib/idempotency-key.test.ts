import { describe, expect, it } from 'vitest'
import { newIdempotencyKey } from './idempotency-key'

describe('newIdempotencyKey', () => {
  it('is fresh on every call and made of visible ASCII the API accepts', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()))
    expect(keys.size).toBe(50)
    for (const key of keys) expect(key).toMatch(/^[\x21-\x7e]{1,255}$/)
  })
})
