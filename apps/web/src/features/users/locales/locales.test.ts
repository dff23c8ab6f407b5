import { describe, expect, it } from 'vitest'
import ar from './ar.json'
import en from './en.json'
import es from './es.json'
import fr from './fr.json'

const keys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key))
    : [prefix]

const flat = (dictionary: object) =>
  Object.fromEntries(
    keys(dictionary).map((key) => [
      key,
      String(
        key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], dictionary),
      ),
    ]),
  )

describe('users dictionaries', () => {
  it('es, en, fr and ar have the same keys and placeholders', () => {
    const spanish = flat(es)
    const placeholders = (text = '') => (text.match(/{{\w+}}/g) ?? []).sort()
    for (const dictionary of [en, fr, ar]) {
      const other = flat(dictionary)
      expect(Object.keys(other).sort()).toEqual(Object.keys(spanish).sort())
      for (const [key, text] of Object.entries(other)) {
        expect(placeholders(text), key).toEqual(placeholders(spanish[key]))
        expect(text.trim(), key).not.toBe('')
      }
    }
  })
})
