import Translate from '@mui/icons-material/Translate'
import IconButton from '@mui/material/IconButton'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Tooltip from '@mui/material/Tooltip'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { changeLanguage, languageConfig } from '../lib/i18n'
import { languages } from '../lib/preferences'

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  return (
    <>
      <Tooltip title={t('layout.language')}>
        <IconButton
          aria-label={t('layout.language')}
          aria-haspopup="menu"
          aria-controls={anchor ? 'language-menu' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Translate />
        </IconButton>
      </Tooltip>
      <Menu id="language-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language}
            lang={language}
            selected={i18n.language === language}
            onClick={() => {
              setAnchor(null)
              void changeLanguage(language)
            }}
          >
            {languageConfig[language].label}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
