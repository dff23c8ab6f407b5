import Box from '@mui/material/Box'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'
import { Suspense, useState, type ReactNode } from 'react'
import { Outlet } from 'react-router'
import type { Permission } from '@mesa/contracts'
import { PageLoader } from '../components/page-loader'
import { usePreference } from '../lib/use-preference'
import { Footer } from './footer'
import { Navbar } from './navbar'
import { BOXED_MAX_WIDTH, visibleNavEntries, type NavEntry } from './nav-types'
import { ScrollToTop } from './scroll-to-top'
import { useHashScroll } from './use-hash-scroll'
import { VerticalNav } from './vertical-nav'

interface DefaultLayoutProps {
  navEntries: NavEntry[]
  can: (permission: Permission) => boolean
  /** Search, switchers, user menu: composed by the app so the layout stays feature-free. */
  navbarContent: ReactNode
  /** Fixed-height layout: content fills the viewport below the navbar (chat, email). */
  fixedHeight?: boolean
}

export function DefaultLayout(props: DefaultLayoutProps) {
  const theme = useTheme()
  const overlay = useMediaQuery(theme.breakpoints.down(theme.breakpoints.values.md + 16))
  const [overlayOpen, setOverlayOpen] = useState(false)
  const [navCollapsed, setNavCollapsed] = usePreference('navCollapsed')
  const [contentWidth] = usePreference('contentWidth')
  useHashScroll()

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <VerticalNav
        entries={visibleNavEntries(props.navEntries, props.can)}
        overlay={overlay}
        overlayOpen={overlayOpen}
        onCloseOverlay={() => setOverlayOpen(false)}
        collapsed={navCollapsed}
        onToggleCollapsed={() => setNavCollapsed(!navCollapsed)}
      />
      <Box
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'flex',
          flexDirection: 'column',
          height: props.fixedHeight ? '100vh' : undefined,
        }}
      >
        <Box
          sx={{ width: '100%', maxWidth: contentWidth === 'boxed' ? BOXED_MAX_WIDTH : 'none', mx: 'auto' }}
        >
          <Navbar showMenuButton={overlay} onOpenNav={() => setOverlayOpen(true)}>
            {props.navbarContent}
          </Navbar>
        </Box>
        <Box
          component="main"
          sx={{
            flex: 1,
            width: '100%',
            maxWidth: contentWidth === 'boxed' ? BOXED_MAX_WIDTH : 'none',
            mx: 'auto',
            p: 3,
            minHeight: 0,
            overflow: props.fixedHeight ? 'hidden' : undefined,
          }}
        >
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
        <Box
          sx={{ width: '100%', maxWidth: contentWidth === 'boxed' ? BOXED_MAX_WIDTH : 'none', mx: 'auto' }}
        >
          <Footer />
        </Box>
      </Box>
      <ScrollToTop />
    </Box>
  )
}
