import { createContext, useContext, type ReactNode } from 'react'
import type { ThemeMode } from '../../../lib/color-scheme'
import type { Language } from '../../../lib/preferences'
import type { Translate } from '../../../lib/texts'

/**
 * What the sign-in pages read from around them: texts, the language and the theme mode with their setters. The
 * light /login entry (app/sign-in-app) supplies its own, without i18next or MUI (issue 12's login budget); inside
 * the app, AppSignInEnvironment supplies i18next's and MUI's. The pages are one set of components either way.
 */
export interface SignInEnvironment {
  t: Translate
  language: Language
  changeLanguage: (language: Language) => Promise<void> | void
  themeMode: ThemeMode
  setThemeMode: (mode: ThemeMode) => void
}

const SignInEnvironmentContext = createContext<SignInEnvironment | null>(null)

export function SignInEnvironmentProvider(props: { value: SignInEnvironment; children: ReactNode }) {
  return <SignInEnvironmentContext value={props.value}>{props.children}</SignInEnvironmentContext>
}

export function useSignInEnvironment(): SignInEnvironment {
  const environment = useContext(SignInEnvironmentContext)
  if (!environment) throw new Error('The sign-in pages need a SignInEnvironmentProvider')
  return environment
}
