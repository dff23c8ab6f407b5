import Image from '@mui/icons-material/ImageOutlined'
import Alert from '@mui/material/Alert'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { Email } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmailAttachments } from './email-attachments'
import { timeText } from './email-view'
import { SafeHtmlFrame } from './safe-html-frame'

type Message = Omit<Email, 'replies'>

const addressList = (addresses: Message['to']) =>
  addresses.map((address) => (address.name ? `${address.name} <${address.email}>` : address.email)).join(', ')

/** One message of a conversation: who, to whom, when, its HTML in the safe frame, its files. */
export function EmailMessage({ email }: { email: Message }) {
  const { t, i18n } = useTranslation('email')
  const [imagesAllowed, setImagesAllowed] = useState(false)
  return (
    <Card variant="outlined" component="article" aria-label={email.subject || t('noSubject')}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
          <Avatar src={email.from.avatar ?? undefined} alt="">
            {(email.from.name || email.from.email).charAt(0).toUpperCase()}
          </Avatar>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography sx={{ fontWeight: 600 }} noWrap>
              {email.from.name || email.from.email}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
              {email.from.email}
            </Typography>
          </Box>
          <Typography variant="caption" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
            {timeText(email.time, i18n.language, true)}
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5, overflowWrap: 'anywhere' }}>
          {t('reader.to')}: {addressList(email.to)}
          {email.cc.length > 0 && ` · ${t('compose.cc')}: ${addressList(email.cc)}`}
          {email.bcc.length > 0 && ` · ${t('compose.bcc')}: ${addressList(email.bcc)}`}
        </Typography>
        {email.hasRemoteImages && !imagesAllowed && (
          <Alert
            severity="info"
            icon={<Image />}
            sx={{ mb: 1.5 }}
            action={<Button onClick={() => setImagesAllowed(true)}>{t('reader.showImages')}</Button>}
          >
            {t('reader.imagesBlocked')}
          </Alert>
        )}
        <SafeHtmlFrame
          html={email.message}
          allowRemoteImages={imagesAllowed}
          title={t('reader.content', { subject: email.subject })}
        />
        <EmailAttachments attachments={email.attachments} />
      </CardContent>
    </Card>
  )
}
