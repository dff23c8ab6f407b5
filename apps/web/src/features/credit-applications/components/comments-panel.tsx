import Alert from '@mui/material/Alert'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { CreditProduct } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAddComment } from '../api/add-comment'
import { useComments } from '../api/get-comments'
import { formatDateTime } from '../../../lib/format'

/** Comments, oldest first; @username notifies that colleague. */
export function CommentsPanel({ origin, id }: { origin: CreditProduct; id: number }) {
  const { t, i18n } = useTranslation('applications')
  const comments = useComments(origin, id)
  const add = useAddComment()
  const [body, setBody] = useState('')
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (!body.trim()) return
    add.mutate({ origin, id, body: body.trim() }, { onSuccess: () => setBody('') })
  }
  return (
    <Stack spacing={3}>
      {comments.isPending && <LinearProgress aria-label={t('comments.loading')} />}
      {comments.isError && <Alert severity="error">{t('problems.generic')}</Alert>}
      {comments.data?.items.length === 0 && (
        <Typography color="text.secondary">{t('comments.none')}</Typography>
      )}
      <Stack
        spacing={2}
        component="ol"
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-label={t('tabs.comments')}
      >
        {comments.data?.items.map((comment) => (
          <Box component="li" key={comment.id} sx={{ display: 'flex', gap: 2 }}>
            <Avatar
              src={comment.author.avatar ?? undefined}
              alt=""
              sx={{ width: 36, height: 36, bgcolor: 'primary.dark', color: '#fff' }}
            >
              {comment.author.fullName[0]}
            </Avatar>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="subtitle2" component="div">
                {comment.author.fullName}{' '}
                <Typography component="span" variant="caption" color="text.secondary">
                  {formatDateTime(comment.createdAt, i18n.language)}
                </Typography>
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {comment.body}
              </Typography>
              {comment.mentions.length > 0 && (
                <Typography variant="caption" color="text.secondary">
                  {t('comments.notified', {
                    names: comment.mentions.map((person) => person.fullName).join(', '),
                  })}
                </Typography>
              )}
            </Box>
          </Box>
        ))}
      </Stack>
      <Box component="form" onSubmit={submit} noValidate>
        <TextField
          fullWidth
          multiline
          minRows={2}
          id="comment-body"
          label={t('comments.new')}
          helperText={add.isError ? t('problems.generic') : t('comments.mentionsHint')}
          error={add.isError}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 4000 } }}
        />
        <Button type="submit" variant="contained" sx={{ mt: 1 }} disabled={add.isPending || !body.trim()}>
          {t('comments.add')}
        </Button>
      </Box>
    </Stack>
  )
}
