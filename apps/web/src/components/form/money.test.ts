import { describe, expect, it } from 'vitest'
import { centsToPesosText, pesosTextToCents } from './money'

describe('money fields', () => {
  it('reads pesos as centavos', () => {
    expect(pesosTextToCents('1,250.5')).toBe(125050)
    expect(pesosTextToCents('$ 300')).toBe(30000)
    expect(pesosTextToCents('0.07')).toBe(7)
    expect(pesosTextToCents('')).toBeNull()
    expect(pesosTextToCents('12.345')).toBeNaN()
    expect(pesosTextToCents('abc')).toBeNaN()
  })

  it('shows centavos as pesos', () => {
    expect(centsToPesosText(125050)).toBe('1250.50')
    expect(centsToPesosText(30000)).toBe('300')
    expect(centsToPesosText(null)).toBe('')
  })
})
