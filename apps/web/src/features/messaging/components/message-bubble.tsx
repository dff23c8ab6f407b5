import Done from '@mui/icons-material/Done'
import DoneAll from '@mui/icons-material/DoneAll'
import ErrorOutline from '@mui/icons-material/ErrorOutline'
import Schedule from '@mui/icons-material/Schedule'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import type { ChatMessage } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { MessageAttachment } from './message-attachment'
import { messageTime } from './message-time'

/** The delivery state of an outgoing message as WhatsApp shows it: one tick, two, two blue. */
export function deliveryState(message: ChatMessage): 'failed' | 'queued' | 'sent' | 'delivered' | 'seen' {
  if (message.failedReason) return 'failed'
  if (message.feedback.isSeen) return 'seen'
  if (message.feedback.isDelivered) return 'delivered'
  return message.feedback.isSent ? 'sent' : 'queued'
}

function Tick({ message }: { message: ChatMessage }) {
  const { t } = useTranslation('messaging')
  const state = deliveryState(message)
  const label =
    state === 'failed' ? `${t('delivery.failed')}: ${message.failedReason}` : t(`delivery.${state}`)
  const icon = {
    failed: <ErrorOutline fontSize="inherit" color="error" />,
    queued: <Schedule fontSize="inherit" />,
    sent: <Done fontSize="inherit" />,
    delivered: <DoneAll fontSize="inherit" />,
    seen: <DoneAll fontSize="inherit" sx={{ color: 'info.main' }} />,
  }[state]
  return (
    <Tooltip title={label}>
      <Box
        component="span"
        role="img"
        aria-label={label}
        data-delivery={state}
        sx={{ display: 'inline-flex', fontSize: 16 }}
      >
        {icon}
      </Box>
    </Tooltip>
  )
}

/** One message: the customer's on the start side, ours on the end side with its delivery ticks. */
export function MessageBubble({ message }: { message: ChatMessage }) {
  const { t, i18n } = useTranslation('messaging')
  const ours = !message.fromContact
  return (
    <Box sx={{ display: 'flex', justifyContent: ours ? 'flex-end' : 'flex-start', mb: 1.5 }}>
      <Paper
        elevation={0}
        data-testid="message"
        sx={{
          px: 2,
          py: 1,
          maxWidth: '75%',
          bgcolor: ours ? 'primary.dark' : 'action.hover',
          color: ours ? 'primary.contrastText' : 'text.primary',
          borderRadius: 2,
        }}
      >
        {message.templateName && (
          <Typography variant="caption" sx={{ display: 'block' }}>
            {t('templateLabel', { name: message.templateName })}
          </Typography>
        )}
        {message.attachment && <MessageAttachment attachment={message.attachment} />}
        {!ours && message.failedReason && (
          <Typography variant="caption" color="error" sx={{ display: 'block' }} role="note">
            {t('fileRefused', { reason: message.failedReason })}
          </Typography>
        )}
        {message.message && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.message}
          </Typography>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 0.5, mt: 0.5 }}>
          <Typography variant="caption">{messageTime(message, i18n.language)}</Typography>
          {ours && <Tick message={message} />}
        </Box>
      </Paper>
    </Box>
  )
}
