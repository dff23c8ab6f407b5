import { describe, expect, it } from 'vitest'

/** Every feature's namespace: its four dictionaries, found by path. */
const dictionaries = import.meta.glob<{ default: object }>('../features/*/locales/*.json', { eager: true })

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
const placeholders = (text = '') => (text.match(/{{\w+}}/g) ?? []).sort()

const features = [...new Set(Object.keys(dictionaries).map((path) => path.split('/')[2]!))]

describe('feature dictionaries', () => {
  it('exist for the features', () => {
    expect(features.length).toBeGreaterThan(3)
  })

  it.each(features)('%s: es, en, fr and ar have the same keys and placeholders, none empty', (feature) => {
    const of = (language: string) => dictionaries[`../features/${feature}/locales/${language}.json`]?.default
    const spanish = flat(of('es')!)
    for (const language of ['en', 'fr', 'ar']) {
      const dictionary = of(language)
      expect(dictionary, `${feature}/${language}.json`).toBeDefined()
      const other = flat(dictionary!)
      expect(Object.keys(other).sort(), `${feature}/${language}`).toEqual(Object.keys(spanish).sort())
      for (const [key, text] of Object.entries(other)) {
        expect(placeholders(text), `${feature}/${language} ${key}`).toEqual(placeholders(spanish[key]))
        expect(text.trim(), `${feature}/${language} ${key}`).not.toBe('')
      }
    }
  })
})
