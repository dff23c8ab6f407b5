import Translate from '@mui/icons-material/Translate'
import IconButton from '@mui/material/IconButton'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** The app bar's: the menu (MUI Menu, Popover, Modal) loads on first open. The sign-in pages have their own. */
const LanguageMenu = lazy(() => import('./language-menu'))

export function LanguageSwitcher() {
  const { t } = useTranslation()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  return (
    <>
      <IconButton
        aria-label={t('layout.language')}
        title={t('layout.language')}
        aria-haspopup="menu"
        aria-controls={anchor ? 'language-menu' : undefined}
        aria-expanded={anchor ? true : undefined}
        data-testid="language-switcher"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Translate />
      </IconButton>
      {anchor && (
        <Suspense fallback={null}>
          <LanguageMenu anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  )
}
