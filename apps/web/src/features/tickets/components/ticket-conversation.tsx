import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Divider from '@mui/material/Divider'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { TicketDetail } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../lib/error-text'
import { useChangeTicket } from '../api/change-ticket'
import { dateTimeText } from './date-text'

/** The ticket's description and its comments, oldest first, with the box to add one. */
export function TicketConversation({ ticket }: { ticket: TicketDetail }) {
  const { t, i18n } = useTranslation('tickets')
  const { callText } = useErrorText('tickets')
  const change = useChangeTicket()
  const [body, setBody] = useState('')
  const send = () =>
    change.mutate(
      { id: ticket.id, change: { kind: 'comment', body: { body } } },
      { onSuccess: () => setBody('') },
    )
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('detail.description')}
        </Typography>
        <Typography
          sx={{ whiteSpace: 'pre-wrap' }}
          color={ticket.description ? 'text.primary' : 'text.secondary'}
        >
          {ticket.description || t('detail.noDescription')}
        </Typography>
      </CardContent>
      <Divider />
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('detail.comments')}
        </Typography>
        {ticket.comments.length === 0 && (
          <Typography color="text.secondary">{t('detail.noComments')}</Typography>
        )}
        <Stack spacing={2} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {ticket.comments.map((comment) => (
            <li key={comment.id}>
              <Typography variant="subtitle2" component="p">
                {comment.author?.fullName ?? t('detail.someone')}
                <Typography component="span" variant="caption" color="text.secondary" sx={{ mx: 1 }}>
                  {dateTimeText(comment.createdAt, i18n.language)}
                </Typography>
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>{comment.body}</Typography>
            </li>
          ))}
        </Stack>
        <Stack spacing={1} sx={{ mt: 3 }}>
          <TextField
            label={t('detail.newComment')}
            multiline
            minRows={2}
            value={body}
            onChange={(event) => setBody(event.target.value)}
          />
          {change.isError && <Alert severity="error">{callText(change.error)}</Alert>}
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button variant="contained" disabled={!body.trim() || change.isPending} onClick={send}>
              {t('detail.addComment')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  )
}
