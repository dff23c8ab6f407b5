import { describe, expect, it } from 'vitest'
import ar from './ar.json'
import en from './en.json'
import es from './es.json'
import fr from './fr.json'

function keys(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix]
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key))
}

const at = (dictionary: object, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], dictionary)

describe('applications dictionaries', () => {
  it('es, en, fr and ar have the same keys', () => {
    const spanish = keys(es).sort()
    for (const dictionary of [en, fr, ar]) expect(keys(dictionary).sort()).toEqual(spanish)
  })

  it('keep interpolation placeholders and have no empty texts', () => {
    const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort()
    for (const dictionary of [es, en, fr, ar]) {
      for (const key of keys(es)) {
        const text = String(at(dictionary, key))
        expect(text.trim(), key).not.toBe('')
        expect(placeholders(text), key).toEqual(placeholders(String(at(es, key))))
      }
    }
  })
})
