import { CacheProvider } from '@emotion/react'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import type { Localization } from '@mui/material/locale'
import { useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { STORAGE_PREFIX } from '../lib/config'
import { isLanguage, languageConfig, type Language } from '../lib/preferences'
import { usePreference } from '../lib/use-preference'
import { emotionCache } from './emotion-cache'
import { createAppTheme } from './theme'

/**
 * Theme mode (light, dark, system) is kept by MUI under `Mesa-theme`; skin, direction and language rebuild the
 * theme. `localizations` (MUI's own texts per language) come with the signed-in app, not the sign-in page.
 */
export function AppThemeProvider({
  children,
  localizations,
}: {
  children: ReactNode
  localizations?: Record<Language, Localization>
}) {
  const { i18n } = useTranslation()
  const [skin] = usePreference('skin')
  const language = isLanguage(i18n.language) ? i18n.language : 'es'
  const direction = languageConfig[language].dir
  const localization = localizations?.[language]
  const theme = useMemo(
    () => createAppTheme({ direction, skin, localization }),
    [direction, skin, localization],
  )
  return (
    <CacheProvider value={emotionCache(direction)}>
      <ThemeProvider
        theme={theme}
        defaultMode="system"
        modeStorageKey={`${STORAGE_PREFIX}theme`}
        colorSchemeStorageKey={`${STORAGE_PREFIX}colorScheme`}
        disableTransitionOnChange
      >
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  )
}
