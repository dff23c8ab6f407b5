import i18next from 'i18next'
import type { ComponentType } from 'react'
import type { Language } from './preferences'
import type { RoutePrefetch } from './route-data'

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
async function loadFeatureTexts(namespace: string, dictionaries: FeatureDictionaries) {
  registered.set(namespace, dictionaries)
  const current = (i18next.language || 'es') as Language
  await Promise.all([ensureNamespace(namespace, current), ensureNamespace(namespace, 'en')])
}

/** Called before a language change, so every feature already on screen has its texts in the new language. */
export async function loadRegisteredNamespaces(language: Language) {
  await Promise.all([...registered.keys()].map((namespace) => ensureNamespace(namespace, language)))
}

/** What a lazy route loads: a module whose `Component` is the page. */
export interface PageModule {
  Component: ComponentType
}
/** A feature's pages by name, each a lazy module: what every feature's `routes/pages.ts` exports as `pages`. */
export type FeaturePages = Record<string, () => Promise<PageModule>>
/** The data of a feature's pages, fetched by their route loaders: what a feature's door may export as `prefetch`. */
export type FeaturePrefetch<P extends FeaturePages> = Partial<Record<keyof P, RoutePrefetch>>
/** A screen's lazy page and, for a feature's page, the prefetch of its data (a no-op where the door has none). */
export interface ScreenModule {
  (): Promise<PageModule>
  prefetch?: RoutePrefetch
}
/** A page that is one named export of a module holding several (a feature's small pages share one chunk). */
export const pageFrom =
  <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  (): Promise<PageModule> =>
    load().then((module) => ({ Component: pick(module) }))

/** A feature's i18next namespace and its dictionaries. */
export interface FeatureTexts {
  namespace: string
  dictionaries: FeatureDictionaries
}

/**
 * The one way the route table loads a page: the feature's small `routes/pages.ts` door, then the page, with
 * the feature's texts in parallel. The entry chunk only references the door (not every page's chunks), so a
 * feature's pages and words never weigh on the sign-in page's budget.
 */
export function featurePages<P extends FeaturePages>(
  door: () => Promise<{ pages: P; prefetch?: FeaturePrefetch<P> }>,
  texts?: FeatureTexts,
) {
  return (page: keyof P & string): ScreenModule =>
    Object.assign(
      async (): Promise<PageModule> => {
        const [, module] = await Promise.all([
          texts && loadFeatureTexts(texts.namespace, texts.dictionaries),
          door().then(({ pages }) => (pages[page] as P[typeof page])()),
        ])
        return module
      },
      {
        // The route loader's: through the same small door, so the data is asked for while the page downloads.
        prefetch: (async (address, queryClient) =>
          (await door()).prefetch?.[page]?.(address, queryClient)) satisfies RoutePrefetch,
      },
    )
}

/**
 * A page of the app shell that composes several features (the application file and its tabs): loaded with
 * every composed feature's texts, its data asked for through the owning feature's small door.
 */
export function composedPage(
  page: () => Promise<PageModule>,
  texts: readonly FeatureTexts[],
  prefetch: () => Promise<RoutePrefetch>,
): ScreenModule {
  return Object.assign(
    async (): Promise<PageModule> => {
      const [, module] = await Promise.all([
        Promise.all(texts.map((feature) => loadFeatureTexts(feature.namespace, feature.dictionaries))),
        page(),
      ])
      return module
    },
    {
      prefetch: (async (address, queryClient) =>
        (await prefetch())(address, queryClient)) satisfies RoutePrefetch,
    },
  )
}
