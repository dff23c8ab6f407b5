import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import es from '../locales/es.json'
import { prepareDirection } from '../theme/emotion-cache'
import { loadRegisteredNamespaces } from './feature-texts'
import { languages, preferences, type Language } from './preferences'

/** Language config (spec §1, §4): Spanish default, English fallback; Arabic is right to left. */
export const languageConfig: Record<Language, { dir: 'ltr' | 'rtl'; label: string }> = {
  es: { dir: 'ltr', label: 'Español' },
  en: { dir: 'ltr', label: 'English' },
  fr: { dir: 'ltr', label: 'Français' },
  ar: { dir: 'rtl', label: 'العربية' },
}

export const isLanguage = (value: string): value is Language => languages.includes(value as Language)

const loaders: Record<Exclude<Language, 'es'>, () => Promise<{ default: object }>> = {
  en: () => import('../locales/en.json'),
  fr: () => import('../locales/fr.json'),
  ar: () => import('../locales/ar.json'),
}

async function ensureLoaded(language: Language) {
  await prepareDirection(languageConfig[language].dir)
  if (language === 'es' || i18next.hasResourceBundle(language, 'translation')) return
  const dictionary = await loaders[language]()
  i18next.addResourceBundle(language, 'translation', dictionary.default, true, true)
}

function applyToDocument(language: Language) {
  document.documentElement.lang = language
  document.documentElement.dir = languageConfig[language].dir
}

/** i18next with the Spanish texts of the sign-in page (also what the build prerenders login.html with). */
export async function initSpanishTexts() {
  await i18next.use(initReactI18next).init({
    lng: 'es',
    fallbackLng: 'en',
    resources: { es: { translation: es } },
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
  applyToDocument(language)
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
  applyToDocument(language)
}
