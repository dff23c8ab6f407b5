import { describe, expect, it } from 'vitest'
import { chatLinesOf, unansweredCount } from './messaging-seed-chats'

const person = { firstName: 'Guillermo', folio: 10_023 }
const seeded = Array.from({ length: 10 }, (_, index) => chatLinesOf(index, person))

describe('the demo chats (issue 38)', () => {
  it('do not all end with the same line', () => {
    const endings = new Set(seeded.map((lines) => lines.at(-1)!.body))
    expect(endings.size).toBeGreaterThanOrEqual(6)
  })

  it('greet their own customer by name, never another', () => {
    for (const lines of seeded) {
      const replies = lines.filter((line) => line.direction === 'out').map((line) => line.body)
      expect(replies.some((body) => body.includes('Guillermo'))).toBe(true)
      expect(replies.join(' ')).not.toMatch(/María|Juan|Ana\b|Luis/)
    }
  })

  it('are written one and two days ago, in order', () => {
    for (const lines of seeded) {
      expect(lines.every((line) => line.days === 1 || line.days === 2)).toBe(true)
      const days = lines.map((line) => line.days)
      expect(days).toEqual([...days].sort((a, b) => b - a))
      expect(lines.at(-1)!.days).toBe(1)
    }
  })

  it('count as unseen the customer lines after the last reply', () => {
    expect(
      unansweredCount([
        { direction: 'out', body: 'a', days: 2 },
        { direction: 'in', body: 'b', days: 1 },
        { direction: 'in', body: 'c', days: 1 },
      ]),
    ).toBe(2)
    expect(unansweredCount([{ direction: 'in', body: 'a', days: 1 }])).toBe(1)
    expect(unansweredCount([{ direction: 'out', body: 'a', days: 1 }])).toBe(0)
    expect(seeded.some((lines) => unansweredCount(lines) > 0)).toBe(true)
  })
})
