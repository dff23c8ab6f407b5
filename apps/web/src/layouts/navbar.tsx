import MenuIcon from '@mui/icons-material/Menu'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** Sticky navbar with a blurred translucent background (spec §9). */
export function Navbar(props: { showMenuButton: boolean; onOpenNav: () => void; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <Box
      component="header"
      sx={(theme) => ({
        position: 'sticky',
        top: 0,
        zIndex: theme.zIndex.appBar,
        // Narrower margins on phones: the whole bar fits 390 px (issue 38).
        px: { xs: 1, sm: 3 },
        pt: 1.5,
        '&::before': {
          content: '""',
          position: 'absolute',
          inset: 0,
          backdropFilter: 'blur(6px)',
          background: `linear-gradient(180deg, rgba(${theme.vars?.palette.background.defaultChannel ?? '248 247 250'} / 0.7) 44%, rgba(${theme.vars?.palette.background.defaultChannel ?? '248 247 250'} / 0.43) 73%, transparent)`,
        },
      })}
    >
      <Box
        sx={{
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          gap: { xs: 0, sm: 1 },
          px: { xs: 1, sm: 2 },
          minHeight: 56,
          borderRadius: 1.5,
          bgcolor: 'background.paper',
          boxShadow: 1,
        }}
      >
        {props.showMenuButton && (
          <IconButton edge="start" aria-label={t('layout.openNavigation')} onClick={props.onOpenNav}>
            <MenuIcon />
          </IconButton>
        )}
        {props.children}
      </Box>
    </Box>
  )
}
