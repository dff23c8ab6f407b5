import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { loadDictionary, spanishDictionary } from '../locales/dictionaries'
import { prepareDirection } from '../theme/emotion-cache'
import { loadRegisteredNamespaces } from './feature-texts'
import { applyLanguageToDocument, languageConfig, preferences, type Language } from './preferences'

async function ensureLoaded(language: Language) {
  await prepareDirection(languageConfig[language].dir)
  if (language === 'es' || i18next.hasResourceBundle(language, 'translation')) return
  i18next.addResourceBundle(language, 'translation', await loadDictionary(language), true, true)
}

/** i18next with the Spanish texts of the sign-in page (also what the build prerenders login.html with). */
export async function initSpanishTexts() {
  await i18next.use(initReactI18next).init({
    lng: 'es',
    fallbackLng: 'en',
    resources: { es: { translation: spanishDictionary } },
    interpolation: { escapeValue: false },
    returnNull: false,
  })
}

/** Starts i18next with the stored language (default es) and the English fallback loaded. */
export async function initI18n() {
  const language = preferences.get('language')
  await initSpanishTexts()
  await ensureLoaded(language)
  void ensureLoaded('en') // the fallback; Spanish is complete, so it need not block the first paint
  await i18next.changeLanguage(language)
  applyLanguageToDocument(language)
}

/**
 * Spanish texts of the signed-in application (navigation, customizer, search, pages) ship with the
 * application layout, not with the sign-in page; the other languages load whole, on demand.
 */
export function addSpanishAppTexts(texts: object) {
  i18next.addResourceBundle('es', 'translation', texts, true, false)
}

/** Changes the language: stores the preference, sets `<html lang>` and `dir`. */
export async function changeLanguage(language: Language) {
  await Promise.all([ensureLoaded(language), loadRegisteredNamespaces(language)])
  await i18next.changeLanguage(language)
  preferences.set('language', language)
  applyLanguageToDocument(language)
}
