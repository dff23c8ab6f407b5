import ArrowBack from '@mui/icons-material/ArrowBack'
import Forward from '@mui/icons-material/Forward'
import Reply from '@mui/icons-material/Reply'
import ReplyAll from '@mui/icons-material/ReplyAll'
import Star from '@mui/icons-material/Star'
import StarBorder from '@mui/icons-material/StarBorder'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { Email } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import type { ReplyMode } from './compose-values'
import { EmailActions } from './email-actions'
import { EmailMessage } from './email-message'
import { labelColours } from './email-view'
import type { useEmailUpdates } from './use-email-updates'

interface EmailReaderProps {
  email: Email
  onClose: () => void
  onReply: (mode: ReplyMode) => void
  updates: ReturnType<typeof useEmailUpdates>
}

/** The reading pane: the conversation (earlier messages first), actions, and reply, reply all, forward. */
export function EmailReader({ email, onClose, onReply, updates }: EmailReaderProps) {
  const { t } = useTranslation('email')
  const back = (call: Promise<unknown>) => void call.then(onClose)
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0, height: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ p: 1.5, alignItems: 'center' }}>
        <IconButton aria-label={t('reader.back')} onClick={onClose}>
          <ArrowBack sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
        </IconButton>
        <Typography variant="h6" component="h2" noWrap sx={{ flex: 1, minWidth: 0 }}>
          {email.subject || t('noSubject')}
        </Typography>
        {email.labels.map((label) => (
          <Chip
            key={label}
            size="small"
            color={labelColours[label]}
            variant="outlined"
            label={t(`labels.${label}`)}
          />
        ))}
      </Stack>
      <Divider />
      <Stack direction="row" sx={{ px: 1.5, py: 0.5, alignItems: 'center' }}>
        <EmailActions
          emails={[email]}
          disabled={updates.pending}
          onMerge={(data) => {
            const leaves = data.isDeleted || data.folder === 'spam'
            const call = updates.merge([email], data)
            if (leaves) back(call)
          }}
          onLabel={(label) => void updates.label([email], label)}
          onRestore={() => back(updates.restore([email]))}
        />
        <Box sx={{ flex: 1 }} />
        <IconButton
          aria-label={t(email.isStarred ? 'actions.unstar' : 'actions.star')}
          aria-pressed={email.isStarred}
          onClick={() => void updates.merge([email], { isStarred: !email.isStarred })}
          sx={{ color: email.isStarred ? 'warning.main' : undefined }}
        >
          {email.isStarred ? <Star /> : <StarBorder />}
        </IconButton>
      </Stack>
      <Divider />
      <Stack spacing={2} sx={{ p: 2, overflowY: 'auto', flex: 1, bgcolor: 'action.hover' }}>
        {email.replies.map((earlier) => (
          <EmailMessage key={earlier.id} email={earlier} />
        ))}
        <EmailMessage email={email} />
        {email.folder !== 'draft' && (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" startIcon={<Reply />} onClick={() => onReply('reply')}>
              {t('reader.reply')}
            </Button>
            <Button variant="outlined" startIcon={<ReplyAll />} onClick={() => onReply('replyAll')}>
              {t('reader.replyAll')}
            </Button>
            <Button variant="outlined" startIcon={<Forward />} onClick={() => onReply('forward')}>
              {t('reader.forward')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Box>
  )
}
