import { describe, expect, it } from 'vitest'
import ar from './ar.json'
import { expectedPlaceholders, flatten, mergeDeep, placeholdersOf, spanishKeyOf } from './dictionary-keys'
import en from './en.json'
import esShell from './es.json'
import esApp from './es-app.json'
import fr from './fr.json'

// At run time the app bundle is merged deeply into the sign-in one (lib/i18n, default-layout-route).
const spanish = flatten(mergeDeep(esShell, esApp))

describe('dictionaries', () => {
  it('es, en, fr and ar have the same keys (Arabic may add plural forms)', () => {
    for (const dictionary of [en, fr, ar]) {
      const translated = Object.keys(flatten(dictionary))
      expect([...new Set(translated.map((key) => spanishKeyOf(key, spanish)))].sort()).toEqual(
        Object.keys(spanish).sort(),
      )
    }
  })

  it('keep interpolation placeholders', () => {
    for (const dictionary of [en, fr, ar]) {
      for (const [key, text] of Object.entries(flatten(dictionary))) {
        expect(placeholdersOf(text), key).toEqual(
          expectedPlaceholders(key, text, spanish[spanishKeyOf(key, spanish)]),
        )
      }
    }
  })
})
