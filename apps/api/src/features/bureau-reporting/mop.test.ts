import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bureauMops } from '@mesa/contracts'
import { mopOf, observationOf } from './mop'

const at = (daysPastDue: number, writtenOff = false, noneDueYet = false) =>
  mopOf({ daysPastDue, writtenOff, noneDueYet })

describe('the current payment code (MOP) from the days past due', () => {
  it('follows the bureau’s bands at each edge (docs/compliance.md)', () => {
    // 01 current; 02 1–29; 03 30–59; 04 60–89; 05 90–119; 06 120–149; 07 150 days to twelve months; 96 beyond.
    const edges: Array<[number, string]> = [
      [0, '01'],
      [1, '02'],
      [29, '02'],
      [30, '03'],
      [59, '03'],
      [60, '04'],
      [89, '04'],
      [90, '05'],
      [119, '05'],
      [120, '06'],
      [149, '06'],
      [150, '07'],
      [364, '07'],
      [365, '96'],
      [900, '96'],
    ]
    expect(edges.map(([days]) => [days, at(days)])).toEqual(edges)
  })

  it('rates 00 an account with nothing due yet, and 97 a written-off one whatever its days', () => {
    expect(at(0, false, true)).toBe('00')
    expect(at(0, true)).toBe('97')
    expect(at(400, true)).toBe('97')
  })

  it('never improves as the days past due grow, and is always one of the layout’s codes', () => {
    const order = ['01', '02', '03', '04', '05', '06', '07', '96']
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000 }), fc.integer({ min: 0, max: 2_000 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        expect(order.indexOf(at(low))).toBeLessThanOrEqual(order.indexOf(at(high)))
        expect(bureauMops).toContain(at(low))
      }),
      { seed: 36, numRuns: 500 },
    )
  })
})

describe('the observation code from issue 33’s marks', () => {
  it('UP for a write-off (even restructured), RV for a restructure, none otherwise', () => {
    expect(observationOf({ writtenOff: true, restructured: true })).toBe('UP')
    expect(observationOf({ writtenOff: false, restructured: true })).toBe('RV')
    expect(observationOf({ writtenOff: false, restructured: false })).toBeNull()
  })
})
