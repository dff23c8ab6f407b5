import { describe, expect, it } from 'vitest'
import ar from './ar.json'
import en from './en.json'
import esShell from './es.json'
import esApp from './es-app.json'
import fr from './fr.json'

function keys(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix]
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key))
}

const es = { ...esShell, ...esApp }

describe('dictionaries', () => {
  it('es, en, fr and ar have the same keys', () => {
    const spanish = keys(es).sort()
    for (const dictionary of [en, fr, ar]) expect(keys(dictionary).sort()).toEqual(spanish)
  })

  it('keep interpolation placeholders', () => {
    const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort()
    const flat = (dictionary: object) =>
      Object.fromEntries(
        keys(dictionary).map((key) => [
          key,
          key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], dictionary),
        ]),
      )
    const spanish = flat(es)
    for (const dictionary of [en, fr, ar]) {
      for (const [key, text] of Object.entries(flat(dictionary))) {
        expect(placeholders(String(text)), key).toEqual(placeholders(String(spanish[key])))
      }
    }
  })
})
