import { useColorScheme } from '@mui/material/styles'
import { useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { changeLanguage } from '../../../lib/i18n'
import { isLanguage } from '../../../lib/preferences'
import { SignInEnvironmentProvider, type SignInEnvironment } from './sign-in-environment'

/** The sign-in pages inside the app: i18next's texts and language, MUI's theme mode. */
export function AppSignInEnvironment(props: { children: ReactNode }) {
  const { t, i18n } = useTranslation()
  const { mode, setMode } = useColorScheme()
  const language = isLanguage(i18n.language) ? i18n.language : 'es'
  const value = useMemo<SignInEnvironment>(
    () => ({ t, language, changeLanguage, themeMode: mode ?? 'system', setThemeMode: setMode }),
    [t, language, mode, setMode],
  )
  return <SignInEnvironmentProvider value={value}>{props.children}</SignInEnvironmentProvider>
}
