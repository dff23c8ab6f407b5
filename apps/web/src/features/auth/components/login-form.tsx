import { zodResolver } from '@hookform/resolvers/zod'
import { loginRequestSchema } from '@mesa/contracts'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useLocation, useNavigate } from 'react-router'
import { FormTextField } from '../../../components/form-text-field'
import { serverErrorKey } from '../../../lib/form-errors'
import { safeRedirect } from '../../../lib/redirect'
import { session } from '../../../lib/session'
import { login } from '../api/auth-api'
import { DemoCredentials } from './demo-credentials'
import { FormAlert } from './form-alert'

export interface AuthLinks {
  login: string
  register: string
  forgotPassword: string
  twoSteps: string
}

/** The sign-in form shared by /login and the v1/v2 template pages. After sign-in the user goes to `to`. */
export function LoginForm(props: { links: AuthLinks; showDemo?: boolean }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { search } = useLocation()
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  })

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      const result = await login(values)
      if ('twoStepRequired' in result) {
        await navigate(`${props.links.twoSteps}${search}`, {
          state: { challengeToken: result.challengeToken },
        })
        return
      }
      session.save(result)
      await navigate(safeRedirect(search) ?? '/', { replace: true })
    } catch (error) {
      setFormError(
        serverErrorKey(error, (field, message) => {
          if (field !== 'email' && field !== 'password') return false
          form.setError(field, { message }, { shouldFocus: true })
          return true
        }),
      )
    }
  })

  return (
    <>
      {props.showDemo && (
        <DemoCredentials
          onPick={(email, password) => {
            form.setValue('email', email)
            form.setValue('password', password)
          }}
        />
      )}
      <FormAlert messageKey={formError} />
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('auth.login.title')}>
        <Stack spacing={2.5}>
          <FormTextField
            control={form.control}
            name="email"
            label={t('auth.fields.email')}
            type="email"
            autoComplete="email"
            autoFocus
          />
          <FormTextField
            control={form.control}
            name="password"
            label={t('auth.fields.password')}
            type="password"
            autoComplete="current-password"
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Link component={RouterLink} to={props.links.forgotPassword}>
              {t('auth.login.forgot')}
            </Link>
          </Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={form.formState.isSubmitting}
          >
            {t('auth.login.submit')}
          </Button>
          <Typography sx={{ textAlign: 'center' }}>
            {t('auth.login.newHere')}{' '}
            <Link component={RouterLink} to={props.links.register}>
              {t('auth.login.createAccount')}
            </Link>
          </Typography>
        </Stack>
      </Box>
    </>
  )
}
