import RadioButtonChecked from '@mui/icons-material/RadioButtonChecked'
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked'
import Box from '@mui/material/Box'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import ListSubheader from '@mui/material/ListSubheader'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { APP_TITLE } from '../lib/config'
import { activeNavTarget, NAV_COLLAPSED_WIDTH, NAV_WIDTH, type NavEntry } from './nav-types'

interface VerticalNavProps {
  entries: NavEntry[]
  /** Below md + 16 px the navigation is an overlay drawer (spec §9). */
  overlay: boolean
  overlayOpen: boolean
  onCloseOverlay: () => void
  collapsed: boolean
  onToggleCollapsed: () => void
}

function NavContent(props: {
  entries: NavEntry[]
  mini: boolean
  onNavigate?: () => void
  header: React.ReactNode
}) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const activeTo = activeNavTarget(props.entries, pathname)
  return (
    <Box
      component="nav"
      aria-label={t('layout.navigation')}
      sx={{ overflowX: 'hidden', overflowY: 'auto', flex: 1 }}
    >
      {props.header}
      <List dense>
        {props.entries.map((entry) =>
          entry.kind === 'heading' ? (
            <ListSubheader key={entry.titleKey} sx={{ bgcolor: 'transparent', lineHeight: '32px', mt: 1 }}>
              {props.mini ? '—' : t(entry.titleKey)}
            </ListSubheader>
          ) : (
            // The link sits in an <li>: a <ul> may only hold list items (axe "list").
            <Box component="li" key={entry.to}>
              <ListItemButton
                component={Link}
                to={entry.to}
                className={entry.to === activeTo ? 'active' : undefined}
                aria-current={entry.to === activeTo ? 'page' : undefined}
                onClick={props.onNavigate}
                sx={{
                  mx: 1.5,
                  borderRadius: 1.5,
                  '&.active': { bgcolor: 'primary.dark', color: 'primary.contrastText' },
                  '&.active .MuiListItemIcon-root': { color: 'inherit' },
                }}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>{entry.icon}</ListItemIcon>
                <ListItemText
                  primary={t(entry.titleKey)}
                  sx={{ opacity: props.mini ? 0 : 1, whiteSpace: 'nowrap' }}
                />
                {/* Kept in the collapsed (mini) navigation too: the count is news, not a label. */}
                {entry.badge}
              </ListItemButton>
            </Box>
          ),
        )}
      </List>
    </Box>
  )
}

export function VerticalNav(props: VerticalNavProps) {
  const { t } = useTranslation()
  const [hovered, setHovered] = useState(false)
  const mini = !props.overlay && props.collapsed && !hovered
  const header = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2.5, py: 2, minHeight: 64 }}>
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: 32, height: 32, flexShrink: 0 }} />
      <Typography variant="h6" component="span" sx={{ fontWeight: 700, opacity: mini ? 0 : 1, flex: 1 }}>
        {APP_TITLE}
      </Typography>
      {!props.overlay && !mini && (
        <IconButton
          size="small"
          aria-label={t(props.collapsed ? 'layout.expandNavigation' : 'layout.collapseNavigation')}
          aria-pressed={!props.collapsed}
          onClick={props.onToggleCollapsed}
        >
          {props.collapsed ? (
            <RadioButtonUnchecked fontSize="small" />
          ) : (
            <RadioButtonChecked fontSize="small" />
          )}
        </IconButton>
      )}
    </Box>
  )

  if (props.overlay) {
    return (
      <Drawer
        open={props.overlayOpen}
        onClose={props.onCloseOverlay}
        // Mounted when opened, not before: kept mounted, the closed drawer drew every entry in a phone's first
        // signed-in render (issue 39).
        ModalProps={{ keepMounted: false }}
        slotProps={{ paper: { sx: { width: NAV_WIDTH } } }}
      >
        <NavContent entries={props.entries} mini={false} onNavigate={props.onCloseOverlay} header={header} />
      </Drawer>
    )
  }

  return (
    <Box
      sx={{
        width: props.collapsed ? NAV_COLLAPSED_WIDTH : NAV_WIDTH,
        flexShrink: 0,
        transition: 'width .25s',
      }}
    >
      <Box
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        sx={(theme) => ({
          position: 'fixed',
          top: 0,
          bottom: 0,
          insetInlineStart: 0,
          zIndex: theme.zIndex.drawer,
          width: mini ? NAV_COLLAPSED_WIDTH : NAV_WIDTH,
          display: 'flex',
          flexDirection: 'column',
          bgcolor: 'background.paper',
          boxShadow: hovered && props.collapsed ? 8 : 1,
          transition: 'width .25s',
        })}
      >
        <NavContent entries={props.entries} mini={mini} header={header} />
      </Box>
    </Box>
  )
}
