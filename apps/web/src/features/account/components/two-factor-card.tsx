import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useDisableTwoFactor, useEnableTwoFactor, useSetupTwoFactor } from '../api/two-factor'
import { HttpError } from '../../../lib/http'
import { placeFieldErrors, useErrorText } from '../../../lib/error-text'

/**
 * Two-step sign-in with TOTP: the current password first (a signed-in session alone may not bind an
 * authenticator), then a QR code and a code; recovery codes shown once; disable with the password.
 */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('account')
  const setup = useSetupTwoFactor()
  const enable = useEnableTwoFactor()
  const disable = useDisableTwoFactor()
  const { fieldText, callText } = useErrorText('account')
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [currentPassword, setCurrentPassword] = useState('')
  const [passwordError, setPasswordError] = useState<string | null>(null)
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)

  const place = (field: string, entry: string) => {
    if (field === 'currentPassword') {
      setPasswordError(fieldText(entry, field))
      return true
    }
    setFieldError(fieldText(entry, field))
    return field === 'code' || field === 'password'
  }
  /** The call's general message, unless each of its field entries found its place. */
  const failed = (caught: unknown) => setError(placeFieldErrors(caught, place) ? null : callText(caught))

  const start = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    setPasswordError(null)
    if (!currentPassword) return setPasswordError(fieldText('required'))
    try {
      await setup.mutateAsync(currentPassword)
    } catch (caught) {
      failed(caught)
    }
  }

  const confirm = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    setFieldError(null)
    if (!/^\d{6}$/.test(code.trim())) return setFieldError(fieldText('invalid_format', 'code'))
    try {
      const result = await enable.mutateAsync({ code: code.trim(), currentPassword })
      setRecoveryCodes(result.recoveryCodes)
      setCode('')
      setCurrentPassword('')
      setup.reset()
    } catch (caught) {
      failed(caught)
      // A wrong password here means starting over with the right one.
      if (caught instanceof HttpError && caught.body?.errors?.currentPassword) setup.reset()
    }
  }

  const turnOff = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    setFieldError(null)
    if (!password) return setFieldError(fieldText('required'))
    try {
      await disable.mutateAsync(password)
      setPassword('')
    } catch (caught) {
      failed(caught)
    }
  }

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
            <TextField
              id="two-factor-current-password"
              type="password"
              label={t('twoFactor.currentPassword')}
              size="small"
              value={currentPassword}
              onChange={(event) => setCurrentPassword(event.target.value)}
              error={Boolean(passwordError)}
              helperText={passwordError ?? undefined}
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
              <TextField
                id="two-factor-code"
                label={t('twoFactor.code')}
                size="small"
                value={code}
                onChange={(event) => setCode(event.target.value)}
                error={Boolean(fieldError)}
                helperText={fieldError ?? undefined}
                autoComplete="one-time-code"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
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
            <TextField
              id="two-factor-password"
              type="password"
              label={t('twoFactor.password')}
              size="small"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={Boolean(fieldError)}
              helperText={fieldError ?? undefined}
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
