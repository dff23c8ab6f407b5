import { describe, expect, it } from 'vitest'
import ar from './ar.json'
import en from './en.json'
import es from './es.json'
import fr from './fr.json'

function flat(value: unknown, prefix = ''): Record<string, string> {
  if (!value || typeof value !== 'object') return { [prefix]: String(value) }
  return Object.assign(
    {},
    ...Object.entries(value).map(([key, child]) => flat(child, prefix ? `${prefix}.${key}` : key)),
  )
}

const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort()

describe('allies dictionaries', () => {
  const spanish = flat(es)
  it('es, en, fr and ar have the same keys', () => {
    for (const dictionary of [en, fr, ar])
      expect(Object.keys(flat(dictionary)).sort()).toEqual(Object.keys(spanish).sort())
  })

  it('keep interpolation placeholders and no text is empty', () => {
    for (const dictionary of [es, en, fr, ar]) {
      for (const [key, text] of Object.entries(flat(dictionary))) {
        expect(text.trim(), key).not.toBe('')
        expect(placeholders(text), key).toEqual(placeholders(spanish[key]!))
      }
    }
  })
})
