import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { verifyEmail } from '../api/auth-api'
import { FormAlert } from './form-alert'

/** One verification per token and page load, even when React runs effects twice. */
const verifications = new Map<string, Promise<boolean>>()
function verifyOnce(token: string): Promise<boolean> {
  let pending = verifications.get(token)
  if (!pending) {
    pending = verifyEmail(token).then(
      () => true,
      () => false,
    )
    verifications.set(token, pending)
  }
  return pending
}

/** With `?token=` from the e-mailed link it verifies the address; without, it tells the user to check the inbox. */
export function VerifyEmailPanel(props: { loginLink: string }) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const token = params.get('token')
  const [result, setResult] = useState<'pending' | 'done' | 'failed'>('pending')

  useEffect(() => {
    if (!token) return
    let active = true
    void verifyOnce(token).then((ok) => {
      if (active) setResult(ok ? 'done' : 'failed')
    })
    return () => {
      active = false
    }
  }, [token])

  return (
    <Stack spacing={2.5}>
      {!token && <Typography>{t('auth.verify.checkInbox')}</Typography>}
      {token && result === 'pending' && <CircularProgress aria-label={t('common.loading')} />}
      {token && result === 'done' && <FormAlert severity="success" messageKey="auth.verify.done" />}
      {token && result === 'failed' && <FormAlert messageKey="auth.verify.failed" />}
      <Button component={RouterLink} to={props.loginLink} variant="contained" size="large" fullWidth>
        {t('auth.backToLogin')}
      </Button>
    </Stack>
  )
}
