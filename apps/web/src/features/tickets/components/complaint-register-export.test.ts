import { describe, expect, it } from 'vitest'
import { recentQuarters } from './complaint-register-export'

describe('recentQuarters', () => {
  it('counts back from the business day, across the year', () => {
    // 29 Nov 2026 is in the fourth quarter; eight back reach the first quarter of 2025.
    expect(recentQuarters('2026-11-29')).toEqual([
      '2026-Q4',
      '2026-Q3',
      '2026-Q2',
      '2026-Q1',
      '2025-Q4',
      '2025-Q3',
      '2025-Q2',
      '2025-Q1',
    ])
    expect(recentQuarters('2027-01-01', 2)).toEqual(['2027-Q1', '2026-Q4'])
  })
})
