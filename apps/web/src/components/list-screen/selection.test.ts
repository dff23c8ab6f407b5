import { describe, expect, it } from 'vitest'
import { pageState, pageToggled, selectedOnPage, toggled } from './selection'

describe('list row selection', () => {
  it('toggles one row in and out', () => {
    const once = toggled(new Set<number>(), 7)
    expect([...once]).toEqual([7])
    expect([...toggled(once, 7)]).toEqual([])
  })

  it('selects the whole page, and clears it when all were selected', () => {
    const page = [1, 2, 3]
    const some = new Set([2])
    expect(pageState(some, page)).toBe('some')
    const all = pageToggled(some, page)
    expect(pageState(all, page)).toBe('all')
    expect(pageState(pageToggled(all, page), page)).toBe('none')
    expect(pageState(new Set<number>(), [])).toBe('none')
  })

  it('keeps only the selected rows still on the page, in page order', () => {
    expect(selectedOnPage(new Set([9, 3, 1]), [1, 2, 3])).toEqual([1, 3])
  })
})
