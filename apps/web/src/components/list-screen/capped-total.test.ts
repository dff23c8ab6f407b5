import { describe, expect, it } from 'vitest'
import ar from '../../locales/ar.json'
import en from '../../locales/en.json'
import esApp from '../../locales/es-app.json'
import fr from '../../locales/fr.json'
import { displayedRowsKey, totalIsCapped } from './capped-total'

describe('capped list totals (issue 12)', () => {
  it('reads the answer flag, and nothing else, as a lower-bound total', () => {
    expect(totalIsCapped({ products: [], total: 1000, totalCapped: true })).toBe(true)
    expect(totalIsCapped({ products: [], total: 1000 })).toBe(false)
    expect(totalIsCapped({ total: 1000, totalCapped: 'true' })).toBe(false)
    expect(totalIsCapped(undefined)).toBe(false)
    expect(totalIsCapped(null)).toBe(false)
  })

  it('words a capped total as "1000+" in every language', () => {
    expect(displayedRowsKey(false)).toBe('list.displayedRows')
    expect(displayedRowsKey(true)).toBe('list.displayedRowsCapped')
    for (const dictionary of [esApp, en, fr, ar]) {
      expect(dictionary.list.displayedRowsCapped).toMatch(/\{\{count\}\}\+/)
      expect(dictionary.list.displayedRows).not.toMatch(/\+/)
    }
  })
})
