import Alert from '@mui/material/Alert'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { commentRequestSchema, type CreditProduct } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { FormField, useContractForm } from '../../../components/form'
import { useAddComment } from '../api/add-comment'
import { useComments } from '../api/get-comments'
import { formatDateTime } from '../../../lib/format'

/** Comments, oldest first; @username notifies that colleague. */
export function CommentsPanel({ origin, id }: { origin: CreditProduct; id: number }) {
  const { t, i18n } = useTranslation('applications')
  const comments = useComments(origin, id)
  const add = useAddComment()
  const form = useContractForm(commentRequestSchema, {
    namespace: 'applications',
    defaultValues: { body: '' },
  })
  const typed = form.watch('body').trim().length > 0
  const submit = form.handleSubmit(async (values) => {
    form.clearServerError()
    try {
      await add.mutateAsync({ origin, id, body: values.body })
      form.reset({ body: '' })
    } catch (failure) {
      form.failWith(failure)
    }
  })
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
      <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
        {form.serverError && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {form.serverError}
          </Alert>
        )}
        <FormField
          control={form.control}
          name="body"
          idPrefix="comment"
          namespace="applications"
          multiline
          maxLength={4000}
          label={t('comments.new')}
          helperText={t('comments.mentionsHint')}
        />
        <Button
          type="submit"
          variant="contained"
          sx={{ mt: 1 }}
          disabled={form.formState.isSubmitting || !typed}
        >
          {t('comments.add')}
        </Button>
      </Box>
    </Stack>
  )
}
