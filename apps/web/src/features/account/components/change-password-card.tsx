import { changePasswordRequestSchema } from '@mesa/contracts'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useChangePassword } from '../api/change-password'
import { FormField, useContractForm } from '../../../components/form'
import { placeFieldErrors, useErrorText } from '../../../lib/error-text'

const empty = { currentPassword: '', newPassword: '' }

/** Change password: the current one is required; the other sessions end. */
export function ChangePasswordCard() {
  const { t } = useTranslation('account')
  const change = useChangePassword()
  const { callText } = useErrorText('account')
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const form = useContractForm(changePasswordRequestSchema, { namespace: 'account', defaultValues: empty })

  const onSubmit = form.handleSubmit(async (values) => {
    setMessage(null)
    try {
      await change.mutateAsync(values)
      form.reset(empty)
      setMessage({ ok: true, text: t('password.done') })
    } catch (error) {
      const placed = placeFieldErrors(error, (field, entry) => {
        if (!(field in empty)) return false
        form.setError(field as keyof typeof empty, { message: entry })
        return true
      })
      if (!placed) setMessage({ ok: false, text: callText(error) })
    }
  })

  return (
    <Card sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('password.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('password.intro')}
        </Typography>
        {message && (
          <Alert severity={message.ok ? 'success' : 'error'} sx={{ mb: 2 }}>
            {message.text}
          </Alert>
        )}
        <Grid
          container
          spacing={2}
          component="form"
          noValidate
          onSubmit={onSubmit}
          aria-label={t('password.title')}
        >
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormField
              namespace="account"
              idPrefix="account"
              control={form.control}
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              label={t('password.current')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormField
              namespace="account"
              idPrefix="account"
              control={form.control}
              name="newPassword"
              type="password"
              autoComplete="new-password"
              label={t('password.new')}
            />
          </Grid>
          <Grid size={12}>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              {t('password.submit')}
            </Button>
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  )
}
