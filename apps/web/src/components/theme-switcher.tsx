import DarkMode from '@mui/icons-material/DarkMode'
import DesktopWindows from '@mui/icons-material/DesktopWindows'
import LightMode from '@mui/icons-material/LightMode'
import IconButton from '@mui/material/IconButton'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Tooltip from '@mui/material/Tooltip'
import { useColorScheme } from '@mui/material/styles'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

const modes = [
  { mode: 'light', icon: <LightMode fontSize="small" /> },
  { mode: 'dark', icon: <DarkMode fontSize="small" /> },
  { mode: 'system', icon: <DesktopWindows fontSize="small" /> },
] as const

/** Light, dark or system (follows the OS colour scheme and its changes). */
export function ThemeSwitcher() {
  const { t } = useTranslation()
  const { mode, setMode } = useColorScheme()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const current = modes.find((entry) => entry.mode === mode) ?? modes[2]
  return (
    <>
      <Tooltip title={t('layout.theme')}>
        <IconButton
          aria-label={t('layout.theme')}
          aria-haspopup="menu"
          aria-controls={anchor ? 'theme-menu' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {current.icon}
        </IconButton>
      </Tooltip>
      <Menu id="theme-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {modes.map((entry) => (
          <MenuItem
            key={entry.mode}
            selected={mode === entry.mode}
            onClick={() => {
              setAnchor(null)
              setMode(entry.mode)
            }}
          >
            {entry.icon}&nbsp;{t(`theme.${entry.mode}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
