import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useColorScheme } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'

const modes = ['light', 'dark', 'system'] as const

export default function ThemeMenu(props: { anchor: HTMLElement; onClose: () => void }) {
  const { t } = useTranslation()
  const { mode, setMode } = useColorScheme()
  return (
    <Menu id="theme-menu" anchorEl={props.anchor} open onClose={props.onClose}>
      {modes.map((option) => (
        <MenuItem
          key={option}
          selected={mode === option}
          onClick={() => {
            props.onClose()
            setMode(option)
          }}
        >
          {t(`theme.${option}`)}
        </MenuItem>
      ))}
    </Menu>
  )
}
