import { mexicanStates } from '@mesa/contracts'
import { describe, expect, it } from 'vitest'
import { stateName } from './state-names'

describe('state names', () => {
  it('names every state a record may hold, never its code', () => {
    expect(stateName('JC')).toBe('Jalisco')
    expect(stateName('DF')).toBe('Ciudad de México')
    for (const code of mexicanStates) expect(stateName(code)).not.toBe(code)
  })
  it('shows a value that is no code as it is', () => {
    expect(stateName('Jalisco')).toBe('Jalisco')
  })
})
