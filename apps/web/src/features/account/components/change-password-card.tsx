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

const empty = { currentPassword: '', newPassword: '' }

/** Change password: the current one is required; the other sessions end. */
export function ChangePasswordCard() {
  const { t } = useTranslation('account')
  const change = useChangePassword()
  const [done, setDone] = useState(false)
  const form = useContractForm(changePasswordRequestSchema, { namespace: 'account', defaultValues: empty })

  const onSubmit = form.handleSubmit(async (values) => {
    setDone(false)
    form.clearServerError()
    try {
      await change.mutateAsync(values)
      form.reset(empty)
      setDone(true)
    } catch (error) {
      form.failWith(error)
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
        {form.serverError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {form.serverError}
          </Alert>
        )}
        {done && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {t('password.done')}
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
