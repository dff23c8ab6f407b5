import { describe, expect, it } from 'vitest'
import { analyseVin } from '@mesa/contracts'
import { demoVin } from './demo-vins'

describe('demoVin', () => {
  it('makes valid VINs whose model year and manufacturer decode back', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const vin = demoVin('Nissan', 2016 + (seed % 11), seed)
      const { errors, decoded } = analyseVin(vin, new Date('2026-11-23T00:00:00Z'))
      expect(errors).toEqual([])
      expect(decoded?.modelYear).toBe(2016 + (seed % 11))
      expect(decoded?.manufacturer).toBe('Nissan Mexicana')
    }
  })

  it('is deterministic per seed', () => {
    expect(demoVin('Bugatti', 2026, 7)).toBe(demoVin('Bugatti', 2026, 7))
    expect(demoVin('Bugatti', 2026, 7)).not.toBe(demoVin('Bugatti', 2026, 8))
  })
})
