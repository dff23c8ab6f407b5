import Forum from '@mui/icons-material/Forum'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import Paper from '@mui/material/Paper'
import Snackbar from '@mui/material/Snackbar'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useErrorText } from '../../../lib/error-text'
import {
  useAssignChat,
  useSendAttachment,
  useSendMessage,
  useSendTemplate,
  useSimulateInbound,
} from '../api/chat-writes'
import { useChat } from '../api/get-chat'
import { useInbox } from '../api/get-inbox'
import { ChatSidebar } from '../components/chat-sidebar'
import { Composer } from '../components/composer'
import { Conversation } from '../components/conversation'

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
} as const

/** /apps/chat (read channels, fixed height): the WhatsApp inbox; search and the open contact live in the URL. */
export function Component() {
  const { t } = useTranslation('messaging')
  const { callText } = useErrorText('messaging')
  const [search, setSearch] = useSearchParams()
  const q = search.get('q') ?? ''
  const contactId = Number(search.get('contact')) || null
  const inbox = useInbox(q)
  const chat = useChat(contactId)
  const sendMessage = useSendMessage()
  const sendTemplate = useSendTemplate()
  const sendAttachment = useSendAttachment()
  const simulate = useSimulateInbound()
  const assign = useAssignChat()
  const [notice, setNotice] = useState('')
  const desktop = useMediaQuery(useTheme().breakpoints.up('md'))
  const change = (name: string, value: string | null) =>
    setSearch((current) => {
      const next = new URLSearchParams(current)
      if (value) next.set(name, value)
      else next.delete(name)
      return next
    })
  const report = <T,>(promise: Promise<T>) => promise.catch((error: unknown) => setNotice(callText(error)))
  const myId = inbox.data?.profileUser.id ?? 0
  const contact =
    chat.data?.contact ??
    [...(inbox.data?.chatsContacts ?? []), ...(inbox.data?.contacts ?? [])].find(
      (row) => row.id === contactId,
    )
  const busy =
    sendMessage.isPending ||
    sendTemplate.isPending ||
    sendAttachment.isPending ||
    simulate.isPending ||
    assign.isPending

  return (
    <Paper sx={{ height: '100%', display: 'flex', overflow: 'hidden' }}>
      <Typography variant="h1" sx={visuallyHidden}>
        {t('title')}
      </Typography>
      {(desktop || !contact) && (
        <ChatSidebar
          inbox={inbox.data}
          loading={inbox.isFetching}
          error={inbox.isError && !inbox.data}
          q={q}
          onSearch={(text) => change('q', text)}
          selectedId={contactId}
          onSelect={(row) => change('contact', String(row.id))}
        />
      )}
      {desktop && <Divider orientation="vertical" flexItem />}
      {contact ? (
        <Conversation
          key={contact.id}
          contact={contact}
          chat={chat.data?.chat}
          loading={chat.isLoading}
          myId={myId}
          busy={busy}
          onAssign={(assignedUserId) =>
            void report(assign.mutateAsync({ contactId: contact.id, assignedUserId }))
          }
          onSimulate={(message, file) =>
            report(simulate.mutateAsync({ contactId: contact.id, message, file }))
          }
          onBack={desktop ? undefined : () => change('contact', null)}
          composer={
            <Composer
              contact={contact}
              busy={busy}
              onSendText={(message) =>
                report(sendMessage.mutateAsync({ contactId: contact.id, message, senderId: myId }))
              }
              onSendFile={(file, caption, onProgress) =>
                sendAttachment
                  .mutateAsync({ contactId: contact.id, file, caption, onProgress })
                  .catch((error: unknown) => {
                    setNotice(callText(error))
                    throw error
                  })
              }
              onSendTemplate={(input) =>
                report(sendTemplate.mutateAsync({ ...input, contactId: contact.id }))
              }
            />
          }
        />
      ) : (
        desktop && (
          <Box
            sx={{
              flex: 1,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 1,
            }}
          >
            <Forum color="primary" sx={{ fontSize: 56 }} />
            <Typography color="text.secondary">{t('pick')}</Typography>
          </Box>
        )
      )}
      <Snackbar open={!!notice} autoHideDuration={6000} onClose={() => setNotice('')}>
        <Alert severity="error" onClose={() => setNotice('')} variant="filled">
          {notice}
        </Alert>
      </Snackbar>
    </Paper>
  )
}
