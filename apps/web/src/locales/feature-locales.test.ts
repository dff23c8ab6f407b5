import { describe, expect, it } from 'vitest'
import { expectedPlaceholders, flatten, placeholdersOf, spanishKeyOf } from './dictionary-keys'

/** Every feature's namespace: its four dictionaries, found by path. */
const dictionaries = import.meta.glob<{ default: object }>('../features/*/locales/*.json', { eager: true })

const features = [...new Set(Object.keys(dictionaries).map((path) => path.split('/')[2]!))]

describe('feature dictionaries', () => {
  it('exist for the features', () => {
    expect(features.length).toBeGreaterThan(3)
  })

  it.each(features)('%s: es, en, fr and ar have the same keys and placeholders, none empty', (feature) => {
    const of = (language: string) => dictionaries[`../features/${feature}/locales/${language}.json`]?.default
    const spanish = flatten(of('es')!)
    for (const language of ['en', 'fr', 'ar']) {
      const dictionary = of(language)
      expect(dictionary, `${feature}/${language}.json`).toBeDefined()
      const other = flatten(dictionary!)
      // Arabic has more plural forms than Spanish: each stands for the Spanish `_other` of its word.
      const covered = [...new Set(Object.keys(other).map((key) => spanishKeyOf(key, spanish)))]
      expect(covered.sort(), `${feature}/${language}`).toEqual(Object.keys(spanish).sort())
      for (const [key, text] of Object.entries(other)) {
        const spanishKey = spanishKeyOf(key, spanish)
        expect(placeholdersOf(text), `${feature}/${language} ${key}`).toEqual(
          expectedPlaceholders(key, text, spanish[spanishKey]),
        )
        expect(text.trim(), `${feature}/${language} ${key}`).not.toBe('')
      }
    }
  })

  // A count of 40 in Arabic is the `many` form: a word without it falls back to English ("Balance of 40 loans").
  it.each(features)("%s: every Arabic plural word has all of Arabic's plural forms", (feature) => {
    const arabic = flatten(dictionaries[`../features/${feature}/locales/ar.json`]!.default)
    const forms = new Intl.PluralRules('ar').resolvedOptions().pluralCategories
    const words = new Set(
      Object.keys(arabic)
        .filter((key) => /_(one|other)$/.test(key))
        .map((key) => key.replace(/_(one|other)$/, '')),
    )
    for (const word of words)
      for (const form of forms)
        expect(arabic[`${word}_${form}`], `${feature}/ar ${word}_${form}`).toBeDefined()
  })
})
