import type { LoginRequest } from '@mesa/contracts'
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react'
import { createErrorText, placeFieldErrors } from '../../../lib/error-words'
import { safeRedirect } from '../../../lib/redirect'
import { session } from '../../../lib/session'
import { useConfig } from '../api/get-config'
import { FormAlert } from './form-alert'
import { SignInField } from './sign-in-field'
import { useSignInEnvironment } from './sign-in-environment'
import { useSignInNavigation } from './sign-in-navigation'
import { TextLink } from './text-link'

/**
 * The zod schema (from @mesa/contracts) and the login call load right after the page renders: the sign-in
 * page is interactive sooner and the login route's initial JavaScript stays within budget.
 */
/** Shown only in demo mode, after the public config says so. */
const DemoCredentials = lazy(() => import('./demo-credentials'))

const loadValidation = () => import('../api/login-validation')
const loadApi = () => import('../api/auth-api')

type FieldErrors = Partial<Record<keyof LoginRequest, string>>

/**
 * /login arrives prerendered (login.html): what a reader types before the scripts run is in the page's own inputs.
 * The form starts from it, so hydration keeps it instead of emptying the fields.
 */
const typedBeforeStart = (field: keyof LoginRequest) =>
  typeof document === 'undefined'
    ? ''
    : ((document.getElementById(`field-${field}`) as HTMLInputElement | null)?.value ?? '')

const noSubscription = () => () => {}
/** False on the server and while hydrating, true once React runs the page. */
const useStarted = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )

export interface AuthLinks {
  login: string
  register: string
  forgotPassword: string
  twoSteps: string
}

/** The sign-in form shared by /login and the v1/v2 template pages. After sign-in the user goes to `to`. */
export function LoginForm(props: { links: AuthLinks; showDemo?: boolean }) {
  const { t } = useSignInEnvironment()
  const { callText, fieldText } = createErrorText(t)
  const navigation = useSignInNavigation()
  const { search } = navigation
  const [formError, setFormError] = useState<string | null>(null)
  const config = useConfig(Boolean(props.showDemo))
  // Two fields: plain state, so the sign-in page does not carry a form library in its initial JavaScript (the
  // form rule's listed exception, docs/adding-a-feature.md; the kit would bring MUI and i18next as well).
  const [values, setValues] = useState<LoginRequest>(() => ({
    email: typedBeforeStart('email'),
    password: typedBeforeStart('password'),
  }))
  // Before React runs the prerendered page the button must not submit: the browser would send the form itself
  // (a GET, the password in the address). Until then it is a plain button, and with none to submit Enter sends nothing.
  const started = useStarted()
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})
  const [submitting, setSubmitting] = useState(false)
  const emailRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  const setField = (field: keyof LoginRequest) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setFieldErrors((current) => ({ ...current, [field]: undefined }))
  }
  const focusFirst = (errors: FieldErrors) => (errors.email ? emailRef : passwordRef).current?.focus()

  useEffect(() => {
    void loadValidation()
    void loadApi()
  }, [])

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setFormError(null)
    const errors = (await loadValidation()).validateLogin(values)
    setFieldErrors(errors)
    if (Object.keys(errors).length > 0) {
      focusFirst(errors)
      return
    }
    setSubmitting(true)
    try {
      const { login } = await loadApi()
      const result = await login(values)
      if ('twoStepRequired' in result) {
        await navigation.go(`${props.links.twoSteps}${search}`, {
          state: { challengeToken: result.challengeToken },
        })
        return
      }
      session.save(result)
      await navigation.go(safeRedirect(search) ?? '/', { replace: true })
    } catch (error) {
      const placed: FieldErrors = {}
      const onFields = placeFieldErrors(error, (field, entry) => {
        if (field !== 'email' && field !== 'password') return false
        placed[field] = entry
        return true
      })
      setFormError(onFields ? null : callText(error))
      setFieldErrors(placed)
      if (Object.keys(placed).length > 0) focusFirst(placed)
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <>
      <FormAlert message={formError} />
      <form className="sign-in-form" noValidate onSubmit={onSubmit} aria-label={t('auth.login.title')}>
        <SignInField
          name="email"
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          autoFocus
          value={values.email}
          onChange={setField('email')}
          inputRef={emailRef}
          error={fieldErrors.email && fieldText(fieldErrors.email, 'email')}
        />
        <SignInField
          name="password"
          label={t('auth.fields.password')}
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={setField('password')}
          inputRef={passwordRef}
          error={fieldErrors.password && fieldText(fieldErrors.password, 'password')}
        />
        <div className="sign-in-form-end">
          <TextLink component={navigation.link} to={props.links.forgotPassword}>
            {t('auth.login.forgot')}
          </TextLink>
        </div>
        <button type={started ? 'submit' : 'button'} className="sign-in-button" disabled={submitting}>
          {t('auth.login.submit')}
        </button>
        <p className="sign-in-centred">
          {t('auth.login.newHere')}{' '}
          <TextLink component={navigation.link} to={props.links.register}>
            {t('auth.login.createAccount')}
          </TextLink>
        </p>
      </form>
      {/* After the form: the accounts arrive with the config call, and below the form they shift nothing. */}
      {props.showDemo && config?.demoMode && (
        <Suspense fallback={null}>
          <DemoCredentials
            config={config}
            onPick={(email, password) => {
              setValues({ email, password })
              setFieldErrors({})
            }}
          />
        </Suspense>
      )}
    </>
  )
}
