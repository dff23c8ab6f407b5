import Badge from '@mui/material/Badge'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import List from '@mui/material/List'
import ListItemAvatar from '@mui/material/ListItemAvatar'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import ListSubheader from '@mui/material/ListSubheader'
import Typography from '@mui/material/Typography'
import type { Contact, GetMessagesResponse } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { SearchField } from '../../../components/search-field'
import { PresenceAvatar } from './presence-avatar'
import { messageTime } from './message-time'

interface Props {
  inbox: GetMessagesResponse | undefined
  loading: boolean
  error: boolean
  q: string
  onSearch: (q: string) => void
  selectedId: number | null
  onSelect: (contact: Contact) => void
}

/** Chats (most recent first, unread counts) and contacts, searched by name. */
export function ChatSidebar({ inbox, loading, error, q, onSearch, selectedId, onSelect }: Props) {
  const { t, i18n } = useTranslation('messaging')
  const withChat = new Set(inbox?.chatsContacts.map((contact) => contact.id))
  const others = inbox?.contacts.filter((contact) => !withChat.has(contact.id)) ?? []
  return (
    <Box
      sx={{
        width: { xs: '100%', md: 320 },
        flexShrink: 0,
        display: 'flex',
        flexDirection: 'column',
        minHeight: 0,
      }}
    >
      <Box sx={{ p: 2 }}>
        <SearchField value={q} onChange={onSearch} label={t('search')} />
      </Box>
      <Box sx={{ overflowY: 'auto', flex: 1 }}>
        {loading && !inbox && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
            <CircularProgress aria-label={t('loading')} />
          </Box>
        )}
        {error && (
          <Typography color="error" sx={{ p: 2 }}>
            {t('loadError')}
          </Typography>
        )}
        {inbox && inbox.chatsContacts.length === 0 && others.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {t('empty')}
          </Typography>
        )}
        <List
          dense
          component="div"
          subheader={<ListSubheader component="div">{t('chats')}</ListSubheader>}
          aria-label={t('chats')}
        >
          {inbox?.chatsContacts.map((contact) => {
            const last = contact.chat.lastMessage
            return (
              <ListItemButton
                key={contact.id}
                selected={contact.id === selectedId}
                onClick={() => onSelect(contact)}
              >
                <ListItemAvatar>
                  <PresenceAvatar name={contact.fullName} avatar={contact.avatar} status={contact.status} />
                </ListItemAvatar>
                <ListItemText
                  primary={contact.fullName}
                  secondary={last?.message ?? ''}
                  slotProps={{ secondary: { noWrap: true }, primary: { noWrap: true } }}
                />
                <Box
                  sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5, ms: 1 }}
                >
                  {last && (
                    <Typography variant="caption" color="text.secondary" noWrap>
                      {messageTime(last, i18n.language)}
                    </Typography>
                  )}
                  {contact.chat.unseenMsgs > 0 && (
                    <Badge
                      color="error"
                      badgeContent={contact.chat.unseenMsgs}
                      aria-label={t('unseen', { count: contact.chat.unseenMsgs })}
                      sx={{ me: 1 }}
                    />
                  )}
                </Box>
              </ListItemButton>
            )
          })}
        </List>
        {others.length > 0 && (
          <List
            dense
            component="div"
            subheader={<ListSubheader component="div">{t('contacts')}</ListSubheader>}
            aria-label={t('contacts')}
          >
            {others.map((contact) => (
              <ListItemButton
                key={contact.id}
                selected={contact.id === selectedId}
                onClick={() => onSelect(contact)}
              >
                <ListItemAvatar>
                  <PresenceAvatar name={contact.fullName} avatar={contact.avatar} status={contact.status} />
                </ListItemAvatar>
                <ListItemText primary={contact.fullName} secondary={contact.role} />
              </ListItemButton>
            ))}
          </List>
        )}
      </Box>
    </Box>
  )
}
