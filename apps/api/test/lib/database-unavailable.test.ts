import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from '../../src/lib/database-unavailable'

describe('isDatabaseUnavailable (503 instead of 500 while PostgreSQL restarts)', () => {
  const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code })

  it('recognises a refused connection, a shutdown and every connection exception, also wrapped by Drizzle', () => {
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true)
    expect(isDatabaseUnavailable(withCode('57P01'))).toBe(true)
    expect(isDatabaseUnavailable(withCode('08006'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: withCode('57P03') }))).toBe(
      true,
    )
  })

  it('leaves every other failure a 500 (a bug, a constraint, a cancelled statement)', () => {
    expect(isDatabaseUnavailable(withCode('23505'))).toBe(false)
    expect(isDatabaseUnavailable(withCode('57014', 'canceling statement due to statement timeout'))).toBe(
      false,
    )
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false)
    expect(isDatabaseUnavailable('not an error')).toBe(false)
  })
})
