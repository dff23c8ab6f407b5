import type { LoginRequest } from '@mesa/contracts'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useLocation, useNavigate } from 'react-router'
import { FormTextField } from '../../../components/form-text-field'
import { serverErrorKey } from '../../../lib/form-errors'
import { safeRedirect } from '../../../lib/redirect'
import { session } from '../../../lib/session'
import { useConfig } from '../api/get-config'
import { FormAlert } from './form-alert'

/**
 * The zod schema (from @mesa/contracts) and the login call load right after the page renders: the sign-in
 * page is interactive sooner and the login route's initial JavaScript stays within budget.
 */
/** Shown only in demo mode, after the public config says so. */
const DemoCredentials = lazy(() => import('./demo-credentials'))

const loadValidation = () => import('../api/login-validation')
const loadApi = () => import('../api/auth-api')
const lazyLoginResolver: Resolver<LoginRequest> = async (values, context, options) =>
  (await loadValidation()).loginResolver(values, context, options)

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
  const config = useConfig(Boolean(props.showDemo))
  const form = useForm<LoginRequest>({
    resolver: lazyLoginResolver,
    defaultValues: { email: '', password: '' },
  })

  useEffect(() => {
    void loadValidation()
    void loadApi()
  }, [])

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      const { login } = await loadApi()
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
      {props.showDemo && config?.demoMode && (
        <Suspense fallback={null}>
          <DemoCredentials
            config={config}
            onPick={(email, password) => {
              form.setValue('email', email)
              form.setValue('password', password)
            }}
          />
        </Suspense>
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
