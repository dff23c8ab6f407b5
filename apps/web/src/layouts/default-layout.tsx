import Box from '@mui/material/Box'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'
import { Suspense, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router'
import type { Permission } from '@mesa/contracts'
import { PageLoader } from '../components/page-loader'
import { usePreference } from '../lib/use-preference'
import { Footer } from './footer'
import { Navbar } from './navbar'
import { BOXED_MAX_WIDTH, visibleNavEntries, type NavEntry } from './nav-types'
import { ScrollToTop } from './scroll-to-top'
import { useHashScroll } from './use-hash-scroll'
import { useScreenHeading } from './use-screen-heading'
import { SkipLink } from './skip-link'
import { VerticalNav } from './vertical-nav'

const MAIN_ID = 'main-content'

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
  const { t } = useTranslation()
  const main = useRef<HTMLElement>(null)
  useScreenHeading(main)

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      {/* First in the Tab order: past the navigation to the screen (issue 38). */}
      <SkipLink target={MAIN_ID}>{t('layout.skipToContent')}</SkipLink>
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
          id={MAIN_ID}
          ref={main}
          tabIndex={-1}
          sx={{
            '&:focus, & h1:focus': { outline: 'none' },
            flex: 1,
            width: '100%',
            maxWidth: contentWidth === 'boxed' ? BOXED_MAX_WIDTH : 'none',
            mx: 'auto',
            p: { xs: 2, sm: 3 },
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
