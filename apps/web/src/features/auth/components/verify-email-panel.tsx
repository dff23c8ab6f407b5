import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { verifyEmail } from '../api/auth-api'
import { FormAlert } from './form-alert'

/** With `?token=` from the e-mailed link it verifies the address; without, it tells the user to check the inbox. */
export function VerifyEmailPanel(props: { loginLink: string }) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const token = params.get('token')
  const verification = useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token ?? ''),
    enabled: Boolean(token),
    staleTime: Infinity,
    retry: false,
  })

  return (
    <Stack spacing={2.5}>
      {!token && <Typography>{t('auth.verify.checkInbox')}</Typography>}
      {verification.isLoading && <CircularProgress aria-label={t('common.loading')} />}
      {verification.isSuccess && <FormAlert severity="success" messageKey="auth.verify.done" />}
      {verification.isError && <FormAlert messageKey="auth.verify.failed" />}
      <Button component={RouterLink} to={props.loginLink} variant="contained" size="large" fullWidth>
        {t('auth.backToLogin')}
      </Button>
    </Stack>
  )
}
