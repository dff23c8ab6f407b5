import i18next from 'i18next'
import type { Language } from './preferences'

type DictionaryLoader = () => Promise<{ default: object }>

/** A feature's dictionaries, one per language, loaded with the feature's routes (its own i18next namespace). */
export type FeatureDictionaries = Record<Language, DictionaryLoader>

const registered = new Map<string, FeatureDictionaries>()

async function ensureNamespace(namespace: string, language: Language) {
  if (i18next.hasResourceBundle(language, namespace)) return
  const dictionaries = registered.get(namespace)
  if (!dictionaries) return
  const dictionary = await dictionaries[language]()
  i18next.addResourceBundle(language, namespace, dictionary.default, true, true)
}

/** Loads a feature namespace for the current language and the English fallback. */
export async function loadFeatureTexts(namespace: string, dictionaries: FeatureDictionaries) {
  registered.set(namespace, dictionaries)
  const current = (i18next.language || 'es') as Language
  await Promise.all([ensureNamespace(namespace, current), ensureNamespace(namespace, 'en')])
}

/** Called before a language change, so every feature already on screen has its texts in the new language. */
export async function loadRegisteredNamespaces(language: Language) {
  await Promise.all([...registered.keys()].map((namespace) => ensureNamespace(namespace, language)))
}

/**
 * A lazy route module that needs its feature's texts: both load in parallel, so a feature's words never
 * weigh on the sign-in page. Use in the route table: `lazy: withFeatureTexts('allies', alliesTexts, () => import(...))`.
 */
export function withFeatureTexts<M>(
  namespace: string,
  dictionaries: FeatureDictionaries,
  load: () => Promise<M>,
) {
  return async () => {
    const [, module] = await Promise.all([loadFeatureTexts(namespace, dictionaries), load()])
    return module
  }
}
