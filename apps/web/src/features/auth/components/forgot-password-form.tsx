import { forgotPasswordRequestSchema } from '@mesa/contracts'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { FormTextField } from '../../../components/form/form-text-field'
import { useContractForm } from '../../../components/form/use-contract-form'
import { forgotPassword } from '../api/auth-api'
import { FormAlert } from './form-alert'

/** Asks for a reset link; the API answers the same whether or not the address exists. */
export function ForgotPasswordForm(props: { loginLink: string }) {
  const { t } = useTranslation()
  const [sent, setSent] = useState(false)
  const form = useContractForm(forgotPasswordRequestSchema, {
    namespace: 'auth',
    defaultValues: { email: '' },
  })

  const onSubmit = form.handleSubmit(async (values) => {
    form.clearServerError()
    try {
      await forgotPassword(values)
      setSent(true)
    } catch (error) {
      form.failWith(error, { shouldFocus: true })
    }
  })

  return (
    <>
      <FormAlert message={form.serverError} />
      <FormAlert severity="success" messageKey={sent ? 'auth.forgot.sent' : null} />
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('auth.forgot.title')}>
        <Stack spacing={2.5}>
          <FormTextField
            control={form.control}
            name="email"
            label={t('auth.fields.email')}
            type="email"
            autoComplete="email"
            autoFocus
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={form.formState.isSubmitting}
          >
            {t('auth.forgot.submit')}
          </Button>
          <Link component={RouterLink} to={props.loginLink} sx={{ textAlign: 'center' }}>
            {t('auth.backToLogin')}
          </Link>
        </Stack>
      </Box>
    </>
  )
}
