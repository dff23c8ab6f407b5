import { presences, type Presence } from '@mesa/contracts'
import Button from '@mui/material/Button'
import ListItemIcon from '@mui/material/ListItemIcon'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAccount } from '../api/get-account'
import { useSetPresence } from '../api/set-presence'
import { PresenceDot } from './presence-dot'

/** The navbar's presence selector (texts in the app dictionary: it shows on every screen). */
export function PresenceMenu() {
  const { t } = useTranslation()
  const account = useAccount()
  const setPresence = useSetPresence()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const current: Presence = account.data?.presence ?? 'offline'
  if (!account.data) return null
  return (
    <>
      <Button
        color="inherit"
        size="small"
        aria-haspopup="menu"
        aria-controls={anchor ? 'presence-menu' : undefined}
        aria-label={t('userMenu.presence.label', { status: t(`userMenu.presence.${current}`) })}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<PresenceDot presence={current} />}
        sx={{ textTransform: 'none', display: { xs: 'none', sm: 'inline-flex' } }}
      >
        {t(`userMenu.presence.${current}`)}
      </Button>
      <Menu id="presence-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {presences.map((presence) => (
          <MenuItem
            key={presence}
            selected={presence === current}
            onClick={() => {
              setAnchor(null)
              setPresence.mutate(presence)
            }}
          >
            <ListItemIcon>
              <PresenceDot presence={presence} />
            </ListItemIcon>
            {t(`userMenu.presence.${presence}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
