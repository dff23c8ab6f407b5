import { STORAGE_PREFIX } from './config'

/** The part of the Storage API the preferences need; a Map-backed fake stands in for tests. */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export const languages = ['es', 'en', 'fr', 'ar'] as const
export type Language = (typeof languages)[number]

/** Language config (spec §1, §4): Spanish default, English fallback; Arabic is right to left. */
export const languageConfig: Record<Language, { dir: 'ltr' | 'rtl'; label: string }> = {
  es: { dir: 'ltr', label: 'Español' },
  en: { dir: 'ltr', label: 'English' },
  fr: { dir: 'ltr', label: 'Français' },
  ar: { dir: 'rtl', label: 'العربية' },
}

export const isLanguage = (value: string): value is Language => languages.includes(value as Language)

/** `<html lang>` and `dir` for the reader's language. */
export function applyLanguageToDocument(language: Language) {
  document.documentElement.lang = language
  document.documentElement.dir = languageConfig[language].dir
}
export const skins = ['default', 'bordered'] as const
export type Skin = (typeof skins)[number]
export const contentWidths = ['boxed', 'wide'] as const
export type ContentWidth = (typeof contentWidths)[number]

export interface Preferences {
  language: Language
  skin: Skin
  contentWidth: ContentWidth
  navCollapsed: boolean
}

/** Layout defaults of spec §9: collapsed navigation, boxed content, skin default, locale es. */
export const preferenceDefaults: Preferences = {
  language: 'es',
  skin: 'default',
  contentWidth: 'boxed',
  navCollapsed: true,
}

const validators: { [K in keyof Preferences]: (value: unknown) => value is Preferences[K] } = {
  language: (value): value is Language => languages.includes(value as Language),
  skin: (value): value is Skin => skins.includes(value as Skin),
  contentWidth: (value): value is ContentWidth => contentWidths.includes(value as ContentWidth),
  navCollapsed: (value): value is boolean => typeof value === 'boolean',
}

export interface PreferenceStore {
  get<K extends keyof Preferences>(key: K): Preferences[K]
  set<K extends keyof Preferences>(key: K, value: Preferences[K]): void
  all(): Preferences
  subscribe(listener: () => void): () => void
  storageKey(key: keyof Preferences): string
}

/** Preferences kept as JSON under `<prefix><name>`; unreadable or invalid values fall back to the defaults. */
export function createPreferenceStore(
  storage: KeyValueStorage | null,
  prefix = STORAGE_PREFIX,
): PreferenceStore {
  const listeners = new Set<() => void>()
  let cache: Preferences | null = null
  const storageKey = (key: keyof Preferences) => `${prefix}${key}`

  function read<K extends keyof Preferences>(key: K): Preferences[K] {
    try {
      const raw = storage?.getItem(storageKey(key))
      if (raw == null) return preferenceDefaults[key]
      const value: unknown = JSON.parse(raw)
      return validators[key](value) ? value : preferenceDefaults[key]
    } catch {
      return preferenceDefaults[key]
    }
  }

  function all(): Preferences {
    cache ??= {
      language: read('language'),
      skin: read('skin'),
      contentWidth: read('contentWidth'),
      navCollapsed: read('navCollapsed'),
    }
    return cache
  }

  return {
    get: (key) => all()[key],
    all,
    set(key, value) {
      try {
        storage?.setItem(storageKey(key), JSON.stringify(value))
      } catch {
        // Storage full or disabled: the preference lives for this page only.
      }
      cache = { ...all(), [key]: value }
      listeners.forEach((listener) => listener())
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    storageKey,
  }
}

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

export const preferences = createPreferenceStore(browserStorage())
