import DarkMode from '@mui/icons-material/DarkMode'
import DesktopWindows from '@mui/icons-material/DesktopWindows'
import LightMode from '@mui/icons-material/LightMode'
import IconButton from '@mui/material/IconButton'
import { useColorScheme } from '@mui/material/styles'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'

const ThemeMenu = lazy(() => import('./theme-menu'))

const icons = {
  light: <LightMode />,
  dark: <DarkMode />,
  system: <DesktopWindows />,
} as const

/** Light, dark or system (follows the OS colour scheme and its changes). */
export function ThemeSwitcher() {
  const { t } = useTranslation()
  const { mode } = useColorScheme()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  return (
    <>
      <IconButton
        aria-label={t('layout.theme')}
        title={t('layout.theme')}
        aria-haspopup="menu"
        aria-controls={anchor ? 'theme-menu' : undefined}
        aria-expanded={anchor ? true : undefined}
        data-testid="theme-switcher"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {icons[mode ?? 'system']}
      </IconButton>
      {anchor && (
        <Suspense fallback={null}>
          <ThemeMenu anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  )
}
