import { demoAccess } from '@mesa/contracts'
import Settings from '@mui/icons-material/Settings'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import { QueryClientProvider } from '@tanstack/react-query'
import { startTransition, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LanguageSwitcher } from '../components/language-switcher'
import { ThemeSwitcher } from '../components/theme-switcher'
import { NotificationBell, PresenceMenu } from '../features/account'
import { UserMenu } from '../features/auth'
import { SearchDialog } from '../features/search'
import { Customizer } from '../layouts/customizer'
import { DefaultLayout } from '../layouts/default-layout'
// zod's messages as error codes, for every form of the signed-in application (lib/error-text.ts words them).
import '../lib/zod-codes'
import esApp from '../locales/es-app.json'
import { ability } from '../lib/ability'
import { useDemoPages } from '../lib/demo-pages'
import { withoutDemo } from '../layouts/nav-types'
import { addSpanishAppTexts } from '../lib/i18n'
import { useLiveEvents } from '../lib/live-events'
import { useSession } from '../lib/use-session'
import { liveEventHandlers } from './live-event-handlers'
import { navEntries } from './navigation'
import { PhoneOutboxes } from './phone-outboxes'
import { queryClient } from './query-client'
import { UpdatePrompt } from './update-prompt'

addSpanishAppTexts(esApp)

function NavbarContent(props: { toolsReady: boolean }) {
  const [customizerOpen, setCustomizerOpen] = useState(false)
  return (
    <>
      {/* In the first commit: its Ctrl+K must work from the moment the screen shows. */}
      <SearchDialog />
      <Box sx={{ flex: 1 }} />
      {props.toolsReady && <NavbarTools onOpenCustomizer={() => setCustomizerOpen(true)} />}
      <Customizer open={customizerOpen} onClose={() => setCustomizerOpen(false)} />
      <UpdatePrompt />
    </>
  )
}

function NavbarTools(props: { onOpenCustomizer: () => void }) {
  const { t } = useTranslation()
  return (
    <>
      {/* First after the spacer: it appears once the account is read, and moves nothing then (CLS, issue 12). */}
      <PresenceMenu />
      <LanguageSwitcher />
      <ThemeSwitcher />
      <Tooltip title={t('customizer.title')}>
        <IconButton aria-label={t('customizer.open')} onClick={props.onOpenCustomizer}>
          <Settings />
        </IconButton>
      </Tooltip>
      <NotificationBell />
      <UserMenu />
    </>
  )
}

/**
 * False for the first commit, true right after it: the app bar's tools (presence, switchers, bell, user menu) are
 * drawn in a second, interruptible render, so the first one (the frame and the screen) is shorter and the phone
 * paints the screen sooner (issue 39: the first signed-in commit was one long task of up to 400 ms).
 */
function useAfterFirstCommit(): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => startTransition(() => setReady(true)), [])
  return ready
}

function Layout(props: { fixedHeight?: boolean }) {
  useSession() // re-render the navigation when the rules change
  useLiveEvents(queryClient, liveEventHandlers)
  const demoPages = useDemoPages()
  const toolsReady = useAfterFirstCommit()
  return (
    <QueryClientProvider client={queryClient}>
      <DefaultLayout
        // The demo group only for those given it (issue 38), out of everyone else's menu and Tab order.
        navEntries={withoutDemo(navEntries, demoPages && ability.can(demoAccess.action, demoAccess.subject))}
        can={(permission) => ability.can(permission.action, permission.subject)}
        navbarContent={<NavbarContent toolsReady={toolsReady} />}
        fixedHeight={props.fixedHeight}
      />
      {toolsReady && <PhoneOutboxes />}
    </QueryClientProvider>
  )
}

export const DefaultLayoutRoute = () => <Layout />
export const FixedHeightLayoutRoute = () => <Layout fixedHeight />
