import { twoStepRequestSchema } from '@mesa/contracts'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useLocation, useNavigate } from 'react-router'
import { FormTextField } from '../../../components/form/form-text-field'
import { useContractForm } from '../../../components/form/use-contract-form'
import { HttpError } from '../../../lib/http'
import { safeRedirect } from '../../../lib/redirect'
import { session } from '../../../lib/session'
import { verifyTwoSteps } from '../api/auth-api'
import { FormAlert } from './form-alert'

/** Second sign-in step: the challenge from the login answer travels in the navigation state, never the URL. */
export function TwoStepsForm(props: { loginLink: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const state: unknown = location.state
  const challengeToken =
    state &&
    typeof state === 'object' &&
    'challengeToken' in state &&
    typeof state.challengeToken === 'string'
      ? state.challengeToken
      : ''
  // Missing, or spent by too many wrong codes: the password step must be done again.
  const [challengeSpent, setChallengeSpent] = useState(!challengeToken)
  const form = useContractForm(twoStepRequestSchema, {
    namespace: 'auth',
    defaultValues: { challengeToken, code: '' },
  })

  const onSubmit = form.handleSubmit(async (values) => {
    form.clearServerError()
    try {
      session.save(await verifyTwoSteps(values))
      await navigate(safeRedirect(location.search) ?? '/', { replace: true })
    } catch (error) {
      form.failWith(error, { shouldFocus: true })
      setChallengeSpent(error instanceof HttpError && Boolean(error.body?.errors?.challengeToken))
    }
  })

  return (
    <>
      <FormAlert message={challengeSpent ? t('auth.twoSteps.noChallenge') : form.serverError} />
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('auth.twoSteps.title')}>
        <Stack spacing={2.5}>
          <FormTextField
            control={form.control}
            name="code"
            label={t('auth.fields.code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            autoFocus
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={!challengeToken || form.formState.isSubmitting}
          >
            {t('auth.twoSteps.submit')}
          </Button>
          <Link component={RouterLink} to={props.loginLink} sx={{ textAlign: 'center' }}>
            {t('auth.backToLogin')}
          </Link>
        </Stack>
      </Box>
    </>
  )
}
