import AttachFile from '@mui/icons-material/AttachFile'
import Menu from '@mui/icons-material/Menu'
import Refresh from '@mui/icons-material/Refresh'
import Star from '@mui/icons-material/Star'
import StarBorder from '@mui/icons-material/StarBorder'
import Alert from '@mui/material/Alert'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { Email } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import type { useRowSelection } from '../../../components/list-screen'
import { SearchField } from '../../../components/search-field'
import { EmailActions } from './email-actions'
import { labelColours, previewText, timeText } from './email-view'
import type { useEmailUpdates } from './use-email-updates'

interface EmailListProps {
  emails: Email[] | undefined
  loading: boolean
  error: boolean
  q: string
  onSearch: (q: string) => void
  selection: ReturnType<typeof useRowSelection<Email, number>>
  onOpen: (email: Email) => void
  onRefresh: () => void
  onOpenNavigation?: (() => void) | undefined
  updates: ReturnType<typeof useEmailUpdates>
}

/** The view's e-mails: search, select many, bulk actions, star, and each row opening the reader. */
export function EmailList(props: EmailListProps) {
  const { emails, selection, updates } = props
  const { t, i18n } = useTranslation('email')
  const chosen = (emails ?? []).filter((email) => selection.ids.includes(email.id))
  const pageState = selection.table.pageState

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1, height: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ p: 1.5, alignItems: 'center' }}>
        {props.onOpenNavigation && (
          <IconButton aria-label={t('nav.open')} onClick={props.onOpenNavigation}>
            <Menu />
          </IconButton>
        )}
        <Box sx={{ flex: 1 }}>
          <SearchField value={props.q} onChange={props.onSearch} label={t('list.search')} />
        </Box>
      </Stack>
      <Divider />
      <Stack direction="row" sx={{ px: 1.5, py: 0.5, alignItems: 'center', minHeight: 48 }}>
        <Checkbox
          checked={pageState === 'all'}
          indeterminate={pageState === 'some'}
          disabled={!emails?.length}
          onChange={selection.table.onTogglePage}
          slotProps={{ input: { 'aria-label': t('list.selectAll') } }}
        />
        {chosen.length > 0 && (
          <EmailActions
            emails={chosen}
            disabled={updates.pending}
            onMerge={(data) => void updates.merge(chosen, data).then(selection.clear)}
            onLabel={(label) => void updates.label(chosen, label)}
            onRestore={() => void updates.restore(chosen).then(selection.clear)}
          />
        )}
        <Box sx={{ flex: 1 }} />
        <IconButton aria-label={t('list.refresh')} onClick={props.onRefresh}>
          <Refresh />
        </IconButton>
      </Stack>
      <Divider />
      {props.loading && <LinearProgress aria-label={t('list.loading')} />}
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        {props.error ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={<Button onClick={props.onRefresh}>{t('list.retry')}</Button>}
          >
            {t('list.error')}
          </Alert>
        ) : emails && emails.length === 0 ? (
          <Typography sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
            {t('list.empty')}
          </Typography>
        ) : (
          <Box
            component="ul"
            aria-label={t('list.title')}
            aria-busy={props.loading}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {(emails ?? []).map((email) => (
              <Box
                component="li"
                key={email.id}
                data-testid="email-row"
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  px: 1.5,
                  py: 1,
                  borderBottom: 1,
                  borderColor: 'divider',
                  bgcolor: email.isRead ? 'action.hover' : 'background.paper',
                  '&:hover': { boxShadow: 2 },
                }}
              >
                <Checkbox
                  checked={selection.table.isSelected(email)}
                  onChange={() => selection.table.onToggle(email)}
                  slotProps={{
                    input: { 'aria-label': t('list.select', { subject: selection.table.rowLabel(email) }) },
                  }}
                />
                <IconButton
                  aria-label={t(email.isStarred ? 'actions.unstar' : 'actions.star')}
                  aria-pressed={email.isStarred}
                  onClick={() => void updates.merge([email], { isStarred: !email.isStarred })}
                  sx={{ color: email.isStarred ? 'warning.main' : undefined }}
                >
                  {email.isStarred ? <Star /> : <StarBorder />}
                </IconButton>
                <Avatar
                  src={email.from.avatar ?? undefined}
                  alt=""
                  sx={{ width: 32, height: 32, display: { xs: 'none', sm: 'flex' } }}
                >
                  {(email.from.name || email.from.email).charAt(0).toUpperCase()}
                </Avatar>
                <Box
                  component="button"
                  type="button"
                  onClick={() => props.onOpen(email)}
                  sx={{
                    all: 'unset',
                    cursor: 'pointer',
                    flex: 1,
                    minWidth: 0,
                    display: 'flex',
                    flexDirection: { xs: 'column', md: 'row' },
                    gap: { md: 2 },
                    '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
                  }}
                >
                  <Typography
                    noWrap
                    sx={{ fontWeight: email.isRead ? 400 : 700, width: { md: 180 }, flexShrink: 0 }}
                  >
                    {email.folder === 'sent' || email.folder === 'draft'
                      ? t('list.toPrefix', { name: email.to[0]?.name || email.to[0]?.email || '' })
                      : email.from.name || email.from.email}
                  </Typography>
                  <Typography noWrap dir="auto" sx={{ minWidth: 0, flex: 1, textAlign: 'start' }}>
                    <Box component="span" sx={{ fontWeight: email.isRead ? 400 : 700 }}>
                      {email.subject || t('noSubject')}
                    </Box>
                    <Box component="span" sx={{ color: 'text.secondary' }}>
                      {' — '}
                      {previewText(email.message)}
                    </Box>
                  </Typography>
                </Box>
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
                  {email.labels.map((label) => (
                    <Box
                      key={label}
                      title={t(`labels.${label}`)}
                      sx={{
                        width: 8,
                        height: 8,
                        borderRadius: '50%',
                        bgcolor: `${labelColours[label]}.main`,
                      }}
                    />
                  ))}
                  {email.attachments.length > 0 && (
                    <AttachFile fontSize="small" aria-label={t('attachments.has')} />
                  )}
                  <Typography variant="caption" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                    {timeText(email.time, i18n.language)}
                  </Typography>
                </Stack>
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  )
}
