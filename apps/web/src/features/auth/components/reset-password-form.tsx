import { fieldError, newPasswordSchema } from '@mesa/contracts'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { z } from 'zod'
import { FormTextField } from '../../../components/form/form-text-field'
import { useContractForm } from '../../../components/form/use-contract-form'
import { HttpError } from '../../../lib/http'
import { resetPassword } from '../api/auth-api'
import { FormAlert } from './form-alert'

const resetFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: fieldError('passwords_mismatch'),
    path: ['confirmPassword'],
  })

/** Sets a new password with the token from the e-mailed link (`?token=`). */
export function ResetPasswordForm(props: { loginLink: string }) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const [linkError, setLinkError] = useState<string | null>(token ? null : 'auth.reset.missingToken')
  const [done, setDone] = useState(false)
  const form = useContractForm(resetFormSchema, {
    namespace: 'auth',
    defaultValues: { password: '', confirmPassword: '' },
  })

  const onSubmit = form.handleSubmit(async (values) => {
    setLinkError(null)
    form.clearServerError()
    try {
      await resetPassword({ token, password: values.password })
      setDone(true)
    } catch (error) {
      if (form.failWith(error, { shouldFocus: true })) return
      // A refused request that is not about the password is about the link (its token): used or expired.
      const badLink = error instanceof HttpError && [400, 401, 404].includes(error.status)
      if (badLink) setLinkError('auth.reset.invalidToken')
    }
  })

  if (done) {
    return (
      <>
        <FormAlert severity="success" messageKey="auth.reset.done" />
        <Link component={RouterLink} to={props.loginLink}>
          {t('auth.backToLogin')}
        </Link>
      </>
    )
  }

  return (
    <>
      <FormAlert message={linkError ? t(linkError) : form.serverError} />
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('auth.reset.title')}>
        <Stack spacing={2.5}>
          <FormTextField
            control={form.control}
            name="password"
            label={t('auth.fields.newPassword')}
            type="password"
            autoComplete="new-password"
            autoFocus
          />
          <FormTextField
            control={form.control}
            name="confirmPassword"
            label={t('auth.fields.confirmPassword')}
            type="password"
            autoComplete="new-password"
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={!token || form.formState.isSubmitting}
          >
            {t('auth.reset.submit')}
          </Button>
          <Link component={RouterLink} to={props.loginLink} sx={{ textAlign: 'center' }}>
            {t('auth.backToLogin')}
          </Link>
        </Stack>
      </Box>
    </>
  )
}
