import { describe, expect, it } from 'vitest'
import { businessDayOf, businessToday } from './business-day'

describe('the business day (Mexico City, UTC−6 all year since 2022)', () => {
  it('is still the previous day before 06:00 UTC', () => {
    expect(businessDayOf(new Date('2026-11-23T05:59:59Z'))).toBe('2026-11-22')
    expect(businessDayOf(new Date('2026-11-23T06:00:00Z'))).toBe('2026-11-23')
  })

  it('has no daylight-saving shift in summer', () => {
    expect(businessToday(new Date('2026-07-01T05:30:00Z'))).toBe('2026-06-30')
    expect(businessToday(new Date('2026-07-01T06:30:00Z'))).toBe('2026-07-01')
  })
})
