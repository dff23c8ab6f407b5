import ArrowBack from '@mui/icons-material/ArrowBack'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import CircularProgress from '@mui/material/CircularProgress'
import Divider from '@mui/material/Divider'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ChatResponse, Contact } from '@mesa/contracts'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { MessageBubble } from './message-bubble'
import { PresenceAvatar } from './presence-avatar'
import { SimulatorPanel } from './simulator-panel'
import { channelSimulator } from '@mesa/contracts'
import { ability } from '../../../lib/ability'

interface Props {
  contact: Contact
  chat: ChatResponse['chat'] | undefined
  loading: boolean
  myId: number
  busy: boolean
  composer: ReactNode
  onAssign: (userId: number | null) => void
  onSimulate: (message: string, file: File | null) => Promise<unknown>
  /** On a phone the list and the conversation take turns: back to the list. */
  onBack?: () => void
}

/** The open conversation: who, its assignment, the messages (newest at the bottom) and the composer. */
export function Conversation({
  contact,
  chat,
  loading,
  myId,
  busy,
  composer,
  onAssign,
  onSimulate,
  onBack,
}: Props) {
  const { t } = useTranslation('messaging')
  const [simulating, setSimulating] = useState(false)
  // Playing the customer is head-office staff's with update channels (the API also checks the scope).
  const mayPlayCustomer = ability.can(channelSimulator.action, channelSimulator.subject)
  const end = useRef<HTMLDivElement>(null)
  const count = chat?.messages.length ?? 0
  // A block body on purpose: Chromium's scrollIntoView now answers a Promise, and an effect that returns
  // it hands React a "cleanup" that is not a function, which crashed the inbox on the next message.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' })
  }, [count, contact.id])
  const assignedToMe = chat?.assignedUserId === myId
  const assignment = !chat ? null : assignedToMe ? 'mine' : chat.assignedUserId === null ? 'nobody' : 'other'
  return (
    <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <Stack direction="row" spacing={2} sx={{ p: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        {onBack && (
          <IconButton onClick={onBack} aria-label={t('back')}>
            <ArrowBack
              sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
            />
          </IconButton>
        )}
        <PresenceAvatar name={contact.fullName} avatar={contact.avatar} status={contact.status} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2" noWrap>
            {contact.fullName}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {`+${contact.phone} · ${contact.role}`}
          </Typography>
        </Box>
        {assignment && <Chip size="small" label={t(`assignment.${assignment}`)} />}
        {chat && (
          <Button size="small" onClick={() => onAssign(assignedToMe ? null : myId)} disabled={busy}>
            {assignedToMe ? t('assignment.release') : t('assignment.take')}
          </Button>
        )}
        {chat?.channelSandbox && mayPlayCustomer && (
          <Button
            size="small"
            variant={simulating ? 'contained' : 'outlined'}
            onClick={() => setSimulating(!simulating)}
          >
            {t('simulator.toggle')}
          </Button>
        )}
      </Stack>
      <Divider />
      {simulating && chat?.channelSandbox && mayPlayCustomer && (
        <SimulatorPanel name={contact.fullName} busy={busy} onSend={onSimulate} />
      )}
      <Box
        sx={{ flex: 1, overflowY: 'auto', p: 2 }}
        role="log"
        tabIndex={0}
        aria-label={t('messages')}
        aria-live="polite"
      >
        {loading && !chat && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
            <CircularProgress aria-label={t('loading')} />
          </Box>
        )}
        {!loading && !chat && <Typography color="text.secondary">{t('noChat')}</Typography>}
        {chat?.messages.map((message) => (
          <MessageBubble key={message.id} message={message} />
        ))}
        <div ref={end} />
      </Box>
      <Divider />
      <Box sx={{ p: 2 }}>{composer}</Box>
    </Box>
  )
}
