import type { ComponentType } from 'react'
import { loadFeatureTexts, type FeatureDictionaries } from '../../../lib/feature-texts'

const texts: FeatureDictionaries = {
  es: () => import('../locales/es.json'),
  en: () => import('../locales/en.json'),
  fr: () => import('../locales/fr.json'),
  ar: () => import('../locales/ar.json'),
}

const pages = {
  list: () => import('./ally-list'),
  add: () => import('./ally-add'),
  edit: () => import('./ally-edit'),
}

export type AllyPage = keyof typeof pages

/**
 * The feature's one door from the route table: it loads a page with the `allies` texts, so the entry
 * chunk does not list every page's chunks (the sign-in page's budget).
 */
export async function loadPage(name: AllyPage): Promise<{ Component: ComponentType }> {
  const [, module] = await Promise.all([loadFeatureTexts('allies', texts), pages[name]()])
  return module
}
