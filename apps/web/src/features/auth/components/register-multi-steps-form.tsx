import { registerRequestSchema } from '@mesa/contracts'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Step from '@mui/material/Step'
import StepLabel from '@mui/material/StepLabel'
import Stepper from '@mui/material/Stepper'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { FormTextField } from '../../../components/form/form-text-field'
import { useContractForm } from '../../../components/form/use-contract-form'
import { register } from '../api/auth-api'
import { FormAlert } from './form-alert'

const steps = [
  { key: 'account', fields: ['email', 'password'] },
  { key: 'personal', fields: ['fullName'] },
  { key: 'review', fields: [] },
] as const

/** The same registration as the single form, split into account, personal details and review. */
export function RegisterMultiStepsForm(props: { loginLink: string }) {
  const { t } = useTranslation()
  const [active, setActive] = useState(0)
  const [done, setDone] = useState(false)
  const form = useContractForm(registerRequestSchema, {
    namespace: 'auth',
    defaultValues: { fullName: '', email: '', password: '' },
  })
  const step = steps[active] ?? steps[0]

  const next = async () => {
    if (await form.trigger([...step.fields])) setActive((index) => index + 1)
  }
  const onSubmit = form.handleSubmit(async (values) => {
    form.clearServerError()
    try {
      await register(values)
      setDone(true)
    } catch (error) {
      if (!form.failWith(error)) return
      // Back to the step that shows the refused field.
      const index = steps.findIndex((candidate) =>
        candidate.fields.some((field) => form.getFieldState(field).error),
      )
      if (index >= 0) setActive(index)
    }
  })

  if (done) return <FormAlert severity="success" messageKey="auth.register.sent" />

  return (
    <>
      <Stepper activeStep={active} alternativeLabel sx={{ mb: 3 }}>
        {steps.map((candidate) => (
          <Step key={candidate.key}>
            <StepLabel>{t(`auth.multiSteps.${candidate.key}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <FormAlert message={form.serverError} />
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('auth.register.title')}>
        <Stack spacing={2.5}>
          {step.key === 'account' && (
            <>
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
            </>
          )}
          {step.key === 'personal' && (
            <FormTextField
              control={form.control}
              name="fullName"
              label={t('auth.fields.fullName')}
              autoComplete="name"
            />
          )}
          {step.key === 'review' && (
            <Typography>
              {t('auth.multiSteps.reviewText', {
                name: form.getValues('fullName'),
                email: form.getValues('email'),
              })}
            </Typography>
          )}
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
            <Button
              variant="outlined"
              disabled={active === 0}
              onClick={() => setActive((index) => index - 1)}
            >
              {t('common.previous')}
            </Button>
            {step.key === 'review' ? (
              <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
                {t('auth.register.submit')}
              </Button>
            ) : (
              <Button variant="contained" onClick={() => void next()}>
                {t('common.next')}
              </Button>
            )}
          </Stack>
          <Link component={RouterLink} to={props.loginLink} sx={{ textAlign: 'center' }}>
            {t('auth.backToLogin')}
          </Link>
        </Stack>
      </Box>
    </>
  )
}
