import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useTranslation } from 'react-i18next'
import { changeLanguage } from '../lib/i18n'
import { languageConfig, languages } from '../lib/preferences'

export default function LanguageMenu(props: { anchor: HTMLElement; onClose: () => void }) {
  const { i18n } = useTranslation()
  return (
    <Menu id="language-menu" anchorEl={props.anchor} open onClose={props.onClose}>
      {languages.map((language) => (
        <MenuItem
          key={language}
          lang={language}
          selected={i18n.language === language}
          onClick={() => {
            props.onClose()
            void changeLanguage(language)
          }}
        >
          {languageConfig[language].label}
        </MenuItem>
      ))}
    </Menu>
  )
}
