import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { periodicities } from '@mesa/contracts'
import { amortize, openingSchedule } from './schedule'
import { mexicanHolidays } from './holidays'

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

describe('every schedule of every periodicity', () => {
  it('sums its principal to the amount and ends at zero, for any term and rate', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...periodicities),
        fc.integer({ min: 100, max: 500_000_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 1, max: 520 }),
        (periodicity, amountCents, annualRateBps, termMonths) => {
          const rows = amortize({ amountCents, annualRateBps, termMonths, periodicity })
          expect(rows).toHaveLength(termMonths)
          expect(sum(rows.map((row) => row.principalCents))).toBe(amountCents)
          expect(rows.at(-1)!.balanceCents).toBe(0)
          for (const row of rows) expect(row.principalCents).toBeGreaterThanOrEqual(0)
        },
      ),
    )
  })

  it('opens with due dates strictly increasing, on business days when asked, amounts untouched by the move', () => {
    const holidays = new Set(
      [2026, 2027, 2028].flatMap((year) => mexicanHolidays(year).map((day) => day.date)),
    )
    fc.assert(
      fc.property(
        fc.constantFrom(...periodicities),
        fc.integer({ min: 0, max: 364 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 12_000 }),
        (periodicity, offset, termMonths, annualRateBps) => {
          const disbursedOn = new Date(Date.UTC(2026, 0, 1 + offset)).toISOString().slice(0, 10)
          const firstDueDate = new Date(Date.UTC(2026, 0, 16 + offset)).toISOString().slice(0, 10)
          const opening = {
            principalCents: 5_000_000,
            annualRateBps,
            termMonths,
            insuranceMonthlyCents: 0,
            disbursedOn,
            firstDueDate,
            periodicity,
          }
          const moved = openingSchedule({ ...opening, nonBusinessDays: holidays })
          const plain = openingSchedule(opening)
          expect(moved.map((row) => row.totalCents)).toEqual(plain.map((row) => row.totalCents))
          moved.forEach((row, index) => {
            const weekday = new Date(`${row.date}T00:00:00Z`).getUTCDay()
            expect(weekday === 0 || weekday === 6 || holidays.has(row.date)).toBe(false)
            if (index > 0) expect(row.date > moved[index - 1]!.date).toBe(true)
          })
          expect(sum(moved.map((row) => row.principalCents))).toBe(5_000_000)
        },
      ),
    )
  })
})
