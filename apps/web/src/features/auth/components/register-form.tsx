import { registerRequestSchema } from '@mesa/contracts'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { FormTextField } from '../../../components/form/form-text-field'
import { useContractForm } from '../../../components/form/use-contract-form'
import { register } from '../api/auth-api'
import { FormAlert } from './form-alert'

/** Creates a pending account; the API e-mails a verification link. */
export function RegisterForm(props: { loginLink: string }) {
  const { t } = useTranslation()
  const [done, setDone] = useState(false)
  const form = useContractForm(registerRequestSchema, {
    namespace: 'auth',
    defaultValues: { fullName: '', email: '', password: '' },
  })

  const onSubmit = form.handleSubmit(async (values) => {
    form.clearServerError()
    try {
      await register(values)
      setDone(true)
    } catch (error) {
      form.failWith(error, { shouldFocus: true })
    }
  })

  if (done) {
    return (
      <>
        <FormAlert severity="success" messageKey="auth.register.sent" />
        <Link component={RouterLink} to={props.loginLink}>
          {t('auth.backToLogin')}
        </Link>
      </>
    )
  }

  return (
    <>
      <FormAlert message={form.serverError} />
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('auth.register.title')}>
        <Stack spacing={2.5}>
          <FormTextField
            control={form.control}
            name="fullName"
            label={t('auth.fields.fullName')}
            autoComplete="name"
            autoFocus
          />
          <FormTextField
            control={form.control}
            name="email"
            label={t('auth.fields.email')}
            type="email"
            autoComplete="email"
          />
          <FormTextField
            control={form.control}
            name="password"
            label={t('auth.fields.password')}
            type="password"
            autoComplete="new-password"
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={form.formState.isSubmitting}
          >
            {t('auth.register.submit')}
          </Button>
          <Typography sx={{ textAlign: 'center' }}>
            {t('auth.register.haveAccount')}{' '}
            <Link component={RouterLink} to={props.loginLink}>
              {t('auth.register.signIn')}
            </Link>
          </Typography>
        </Stack>
      </Box>
    </>
  )
}
