import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import Drawer from '@mui/material/Drawer'
import Paper from '@mui/material/Paper'
import Snackbar from '@mui/material/Snackbar'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'
import { screens, type Email } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useParams, useSearchParams } from 'react-router'
import { useRowSelection } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { useSession } from '../../../lib/use-session'
import { useEmails } from '../api/get-emails'
import { ComposeDialog } from '../components/compose-dialog'
import {
  draftValues,
  emptyCompose,
  replyValues,
  type ComposeValues,
  type ReplyMode,
} from '../components/compose-values'
import { EmailList } from '../components/email-list'
import { EmailReader } from '../components/email-reader'
import { EmailSidebar } from '../components/email-sidebar'
import { timeText, viewOf, viewQuery } from '../components/email-view'
import { useEmailUpdates } from '../components/use-email-updates'

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
} as const

/** /apps/email[/{filter|label}] (spec §2, fixed height): navigation, the list or the reading pane, compose. */
export function Component() {
  const { t, i18n } = useTranslation('email')
  const { callText } = useErrorText('email')
  const view = viewOf(useParams())
  const [search, setSearch] = useSearchParams()
  const q = search.get('q') ?? ''
  const openId = Number(search.get('id')) || null
  const emails = useEmails(viewQuery(view ?? {}, q))
  const [compose, setCompose] = useState<ComposeValues | null>(null)
  const [notice, setNotice] = useState('')
  const [navOpen, setNavOpen] = useState(false)
  const desktop = useMediaQuery(useTheme().breakpoints.up('md'))
  const me = useSession().userData?.email ?? ''
  const updates = useEmailUpdates((error) => setNotice(callText(error)))
  // The selection belongs to the view: it empties in the same render that shows another view (an effect
  // clearing it after the paint let a click land on the previous view's selection and lose it a moment later).
  const selection = useRowSelection(
    emails.data?.emails,
    (email) => email.id,
    `${view?.filter}-${view?.label}-${q}`,
    (email) => email.subject || t('noSubject'),
  )

  if (!view) return <Navigate to={screens.email.path} replace />
  const opened = emails.data?.emails.find((email) => email.id === openId)

  const change = (name: string, value: string | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current)
        if (value) next.set(name, value)
        else next.delete(name)
        return next
      },
      { replace: name === 'q' },
    )
  const openEmail = (email: Email) => {
    if (email.folder === 'draft') return setCompose(draftValues(email))
    change('id', String(email.id))
    if (!email.isRead) void updates.merge([email], { isRead: true })
  }
  const reply = (email: Email, mode: ReplyMode) =>
    setCompose(
      replyValues(
        email,
        mode,
        me,
        t('compose.quoteHeader', {
          date: timeText(email.time, i18n.language, true),
          name: email.from.name || email.from.email,
        }),
      ),
    )

  const sidebar = (
    <EmailSidebar
      view={view}
      meta={emails.data?.emailsMeta}
      onCompose={() => setCompose(emptyCompose)}
      onNavigate={() => {
        setNavOpen(false)
      }}
    />
  )

  return (
    <Paper sx={{ height: '100%', display: 'flex', overflow: 'hidden', position: 'relative' }}>
      <Typography variant="h1" sx={visuallyHidden}>
        {t('title')}
      </Typography>
      {desktop ? (
        <>
          {sidebar}
          <Divider orientation="vertical" flexItem />
        </>
      ) : (
        <Drawer open={navOpen} onClose={() => setNavOpen(false)}>
          {sidebar}
        </Drawer>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex' }}>
        {opened ? (
          <EmailReader
            email={opened}
            updates={updates}
            onClose={() => change('id', null)}
            onReply={(mode) => reply(opened, mode)}
          />
        ) : (
          <EmailList
            emails={emails.data?.emails}
            loading={emails.isFetching}
            error={emails.isError && !emails.data}
            q={q}
            onSearch={(text) => change('q', text)}
            selection={selection}
            onOpen={openEmail}
            onRefresh={() => void emails.refetch()}
            onOpenNavigation={desktop ? undefined : () => setNavOpen(true)}
            updates={updates}
          />
        )}
      </Box>
      {compose && (
        <ComposeDialog
          initial={compose}
          onClose={() => setCompose(null)}
          onSent={() => {
            setCompose(null)
            setNotice(t('compose.sent'))
          }}
        />
      )}
      <Snackbar open={!!notice} autoHideDuration={5000} onClose={() => setNotice('')}>
        <Alert severity="info" onClose={() => setNotice('')} variant="filled">
          {notice}
        </Alert>
      </Snackbar>
    </Paper>
  )
}
