import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import ar from '../locales/ar.json'
import { flatten } from '../locales/dictionary-keys'
import en from '../locales/en.json'
import es from '../locales/es.json'
import fr from '../locales/fr.json'
import { createErrorText } from './error-words'
import { HttpError } from './http'
import { createTranslate } from './texts'

const dictionaries = { es, en, fr, ar }

/** i18next as the app starts it (lib/i18n): the reader's language, English behind it. */
async function i18nextFor(language: keyof typeof dictionaries) {
  const instance = i18next.createInstance()
  await instance.init({
    lng: language,
    fallbackLng: 'en',
    resources: { [language]: { translation: dictionaries[language] }, en: { translation: en } },
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  return instance
}

describe('createTranslate (the sign-in page without i18next)', () => {
  it('reads nested keys, fills {{values}}, tries a list of keys in turn and falls back to the next dictionary', () => {
    const t = createTranslate({ a: { b: 'Hola {{name}}', c: 'solo' } }, { a: { d: 'fallback' } })
    expect(t('a.b', { name: 'Ana' })).toBe('Hola Ana')
    expect(t(['a.missing', 'translation:a.c'])).toBe('solo')
    expect(t('a.d')).toBe('fallback')
    expect(t('other:a.c')).toBe('other:a.c')
    expect(t('roles.nuevo', { defaultValue: 'nuevo' })).toBe('nuevo')
    expect(t(['x.y', 'x.z'])).toBe('x.z')
  })

  it('words every text of the sign-in page as i18next does, in every language', async () => {
    const values = { email: 'ana@demo.com', argument: '8', year: 2026, title: 'Mesa' }
    for (const language of ['es', 'en', 'fr', 'ar'] as const) {
      const instance = await i18nextFor(language)
      const t = createTranslate(dictionaries[language], en)
      const keys = Object.keys(flatten(dictionaries[language]))
      expect(keys.length).toBeGreaterThan(50)
      for (const key of keys) expect(t(key, values), `${language} ${key}`).toBe(instance.t(key, values))
    }
  })

  it('gives the sign-in form the same error words as i18next (codes, fixed spec texts, statuses)', async () => {
    const instance = await i18nextFor('es')
    const light = createErrorText(createTranslate(es))
    const full = createErrorText(instance.t)
    for (const entry of [
      'required',
      'invalid_email',
      'too_short:8',
      'Invalid email or password',
      'Texto libre',
    ])
      expect(light.fieldText(entry, 'password')).toBe(full.fieldText(entry, 'password'))
    for (const error of [
      new HttpError(401, { message: 'Invalid email or password', errors: {} }),
      new HttpError(429, null),
      new HttpError(400, { message: 'x', errors: { email: ['invalid_email'] } }),
      new TypeError('Failed to fetch'),
    ])
      expect(light.callText(error)).toBe(full.callText(error))
    expect(light.fieldText('too_short:8', 'password')).toMatch(/8/)
  })
})
