import type { ComponentType } from 'react'
import { loadFeatureTexts, type FeatureDictionaries } from '../../../lib/feature-texts'

const texts: FeatureDictionaries = {
  es: () => import('../locales/es.json'),
  en: () => import('../locales/en.json'),
  fr: () => import('../locales/fr.json'),
  ar: () => import('../locales/ar.json'),
}

const pages = {
  list: () => import('./list'),
  assignments: () => import('./assignments'),
  loans: () => import('./loans'),
  board: () => import('./board'),
  detail: () => import('./detail'),
}

export type ApplicationPage = keyof typeof pages

/**
 * The feature's one door from the route table: the route table names a page and this small module loads
 * it with the feature's texts, so the entry chunk does not list every page's chunks (the sign-in budget).
 */
export async function loadPage(name: ApplicationPage): Promise<{ Component: ComponentType }> {
  const [, module] = await Promise.all([loadFeatureTexts('applications', texts), pages[name]()])
  return module
}
