import {
  twoFactorCodeRequestSchema,
  twoFactorDisableRequestSchema,
  twoFactorSetupRequestSchema,
} from '@mesa/contracts'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField, useContractForm } from '../../../components/form'
import { HttpError } from '../../../lib/http'
import { useDisableTwoFactor, useEnableTwoFactor, useSetupTwoFactor } from '../api/two-factor'

/**
 * Two-step sign-in with TOTP: the current password first (a signed-in session alone may not bind an
 * authenticator), then a QR code and a code; recovery codes shown once; disable with the password.
 */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('account')
  const setup = useSetupTwoFactor()
  const enable = useEnableTwoFactor()
  const disable = useDisableTwoFactor()
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)
  const startForm = useContractForm(twoFactorSetupRequestSchema, {
    namespace: 'account',
    defaultValues: { currentPassword: '' },
  })
  // The password given at the start goes with the code (setup and enable each ask for it).
  const confirmForm = useContractForm(twoFactorCodeRequestSchema, {
    namespace: 'account',
    defaultValues: { currentPassword: '', code: '' },
  })
  const offForm = useContractForm(twoFactorDisableRequestSchema, {
    namespace: 'account',
    defaultValues: { password: '' },
  })
  const error = startForm.serverError ?? confirmForm.serverError ?? offForm.serverError
  const clearErrors = () => {
    startForm.clearServerError()
    confirmForm.clearServerError()
    offForm.clearServerError()
  }

  const start = startForm.handleSubmit(async ({ currentPassword }) => {
    clearErrors()
    try {
      await setup.mutateAsync(currentPassword)
      confirmForm.reset({ currentPassword, code: '' })
    } catch (caught) {
      startForm.failWith(caught)
    }
  })

  const confirm = confirmForm.handleSubmit(async (values) => {
    clearErrors()
    try {
      const result = await enable.mutateAsync(values)
      setRecoveryCodes(result.recoveryCodes)
      startForm.reset({ currentPassword: '' })
      confirmForm.reset({ currentPassword: '', code: '' })
      setup.reset()
    } catch (caught) {
      // A wrong password here means starting over with the right one: its error goes on the first step.
      if (caught instanceof HttpError && caught.body?.errors?.currentPassword) {
        startForm.failWith(caught)
        setup.reset()
      } else confirmForm.failWith(caught)
    }
  })

  const turnOff = offForm.handleSubmit(async ({ password }) => {
    clearErrors()
    try {
      await disable.mutateAsync(password)
      offForm.reset({ password: '' })
    } catch (caught) {
      offForm.failWith(caught)
    }
  })

  return (
    <Card sx={{ mb: 3 }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {t('twoFactor.title')}
          </Typography>
          <Chip
            size="small"
            color={enabled ? 'success' : 'default'}
            label={enabled ? t('twoFactor.on') : t('twoFactor.off')}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('twoFactor.intro')}
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {recoveryCodes && (
          <Alert severity="success" sx={{ mb: 2 }} onClose={() => setRecoveryCodes(null)}>
            <Typography variant="subtitle2">{t('twoFactor.recoveryTitle')}</Typography>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t('twoFactor.recoveryIntro')}
            </Typography>
            <Box
              component="ul"
              aria-label={t('twoFactor.recoveryTitle')}
              sx={{ fontFamily: 'monospace', columns: 2, m: 0, pl: 2 }}
            >
              {recoveryCodes.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </Box>
          </Alert>
        )}
        {!enabled && !setup.data && (
          <Stack spacing={2} component="form" noValidate onSubmit={start} sx={{ maxWidth: 420 }}>
            <FormField
              control={startForm.control}
              name="currentPassword"
              namespace="account"
              type="password"
              label={t('twoFactor.currentPassword')}
              autoComplete="current-password"
            />
            <Box>
              <Button type="submit" variant="contained" disabled={setup.isPending}>
                {t('twoFactor.start')}
              </Button>
            </Box>
          </Stack>
        )}
        {!enabled && setup.data && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={3}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <Box
              component="img"
              src={setup.data.qrCode}
              alt={t('twoFactor.qrAlt')}
              sx={{ width: 180, height: 180, bgcolor: '#fff', p: 1, borderRadius: 1 }}
            />
            <Stack spacing={2} component="form" noValidate onSubmit={confirm} sx={{ flex: 1 }}>
              <Typography variant="body2">{t('twoFactor.scan')}</Typography>
              <Typography variant="body2">
                {t('twoFactor.secret')}{' '}
                <Box component="code" data-testid="totp-secret" sx={{ wordBreak: 'break-all' }}>
                  {setup.data.secret}
                </Box>
              </Typography>
              <FormField
                control={confirmForm.control}
                name="code"
                namespace="account"
                label={t('twoFactor.code')}
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={6}
              />
              <Box>
                <Button type="submit" variant="contained" disabled={enable.isPending}>
                  {t('twoFactor.confirm')}
                </Button>
              </Box>
            </Stack>
          </Stack>
        )}
        {enabled && (
          <Stack spacing={2} component="form" noValidate onSubmit={turnOff} sx={{ maxWidth: 420 }}>
            <FormField
              control={offForm.control}
              name="password"
              namespace="account"
              type="password"
              label={t('twoFactor.password')}
              autoComplete="current-password"
            />
            <Box>
              <Button type="submit" color="error" variant="outlined" disabled={disable.isPending}>
                {t('twoFactor.disable')}
              </Button>
            </Box>
          </Stack>
        )}
      </CardContent>
    </Card>
  )
}
