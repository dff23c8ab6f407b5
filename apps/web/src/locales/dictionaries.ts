import type { Language } from '../lib/preferences'
import es from './es.json'

/** The common dictionaries: Spanish (the default) ships with the page, the others load on demand. */
const loaders: Record<Exclude<Language, 'es'>, () => Promise<{ default: object }>> = {
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
  ar: () => import('./ar.json'),
}

export const spanishDictionary: object = es

export async function loadDictionary(language: Language): Promise<object> {
  return language === 'es' ? es : (await loaders[language]()).default
}
