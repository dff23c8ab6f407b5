import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react'
import {
  followSystemScheme,
  setThemeMode,
  subscribeThemeMode,
  themeMode as currentThemeMode,
} from '../../../lib/color-scheme'
import { applyLanguageToDocument, preferences, type Language } from '../../../lib/preferences'
import { createTranslate, type Translate } from '../../../lib/texts'
import { loadDictionary, spanishDictionary } from '../../../locales/dictionaries'
import { SignInEnvironmentProvider, type SignInEnvironment } from './sign-in-environment'

export interface SignInTexts {
  language: Language
  t: Translate
}

/** Spanish, complete for the sign-in pages: what the build prerenders login.html with. */
export const spanishTexts: SignInTexts = { language: 'es', t: createTranslate(spanishDictionary) }

/** A language's texts, English behind the others as i18next's fallback has it. */
export async function signInTexts(language: Language): Promise<SignInTexts> {
  if (language === 'es') return spanishTexts
  const [dictionary, english] = await Promise.all([loadDictionary(language), loadDictionary('en')])
  return { language, t: createTranslate(dictionary, english) }
}

/**
 * The light /login entry's environment (app/sign-in-app): the app's dictionaries read by lib/texts and the theme
 * mode kept by lib/color-scheme, with neither i18next nor MUI loaded (issue 12). A language change stores the
 * preference the app reads once it starts.
 */
export function LightSignInEnvironment(props: { texts: SignInTexts; children: ReactNode }) {
  const [texts, setTexts] = useState(props.texts)
  // The prerendered page was drawn in "system" mode: hydration starts from it, then reads the stored mode.
  const themeMode = useSyncExternalStore(subscribeThemeMode, currentThemeMode, () => 'system' as const)
  useEffect(() => followSystemScheme(), [])
  const value = useMemo<SignInEnvironment>(
    () => ({
      ...texts,
      changeLanguage: async (language) => {
        setTexts(await signInTexts(language))
        preferences.set('language', language)
        applyLanguageToDocument(language)
      },
      themeMode,
      setThemeMode,
    }),
    [texts, themeMode],
  )
  return <SignInEnvironmentProvider value={value}>{props.children}</SignInEnvironmentProvider>
}
