import { CacheProvider } from '@emotion/react'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { STORAGE_PREFIX } from '../lib/config'
import { languageConfig, isLanguage } from '../lib/i18n'
import { usePreference } from '../lib/use-preference'
import { emotionCache } from './emotion-cache'
import { createAppTheme } from './theme'

/** Theme mode (light, dark, system) is kept by MUI under `Mesa-theme`; skin and direction rebuild the theme. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  const [skin] = usePreference('skin')
  const direction = isLanguage(i18n.language) ? languageConfig[i18n.language].dir : 'ltr'
  const theme = useMemo(() => createAppTheme({ direction, skin }), [direction, skin])
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
