import Logout from '@mui/icons-material/Logout'
import PersonOutline from '@mui/icons-material/PersonOutline'
import SettingsOutlined from '@mui/icons-material/SettingsOutlined'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { useSession } from '../../../lib/use-session'
import { useLogout } from '../api/logout'

/** The signed-in user: profile, settings and logout. */
export function UserMenu() {
  const { t } = useTranslation()
  const { userData } = useSession()
  const logout = useLogout()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const initials = (userData?.fullName ?? '?')
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
  return (
    <>
      <IconButton
        aria-label={t('userMenu.open')}
        aria-haspopup="menu"
        aria-controls={anchor ? 'user-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Avatar
          src={userData?.avatar ?? undefined}
          alt=""
          sx={{ width: 36, height: 36, bgcolor: 'primary.dark' }}
        >
          {initials}
        </Avatar>
      </IconButton>
      <Menu id="user-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <Box sx={{ px: 2, py: 1 }}>
          <Typography variant="subtitle2">{userData?.fullName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {userData ? t(`roles.${userData.role}`, { defaultValue: userData.role }) : ''}
          </Typography>
        </Box>
        <Divider />
        <MenuItem component={RouterLink} to="/pages/user-profile/profile" onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <PersonOutline fontSize="small" />
          </ListItemIcon>
          {t('userMenu.profile')}
        </MenuItem>
        <MenuItem component={RouterLink} to="/pages/account-settings/account" onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <SettingsOutlined fontSize="small" />
          </ListItemIcon>
          {t('userMenu.settings')}
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null)
            void logout()
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {t('userMenu.logout')}
        </MenuItem>
      </Menu>
    </>
  )
}
