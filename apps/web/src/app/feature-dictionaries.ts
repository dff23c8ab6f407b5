import type { FeatureTexts } from '../lib/feature-texts'

/** A feature's four dictionaries, each its own lazy chunk; the namespace is the folder unless it says otherwise. */
export const texts = (folder: string, namespace = folder): FeatureTexts => ({
  namespace,
  dictionaries: {
    es: () => import(`../features/${folder}/locales/es.json`),
    en: () => import(`../features/${folder}/locales/en.json`),
    fr: () => import(`../features/${folder}/locales/fr.json`),
    ar: () => import(`../features/${folder}/locales/ar.json`),
  },
})
