import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { PublicConfig } from '../api/get-config'
import { Notice } from './form-alert'

/** In demo mode the sign-in page lists the seeded accounts; choosing one fills the form. */
export default function DemoCredentials(props: {
  config: PublicConfig
  onPick: (email: string, password: string) => void
}) {
  const { t } = useTranslation()
  const data = props.config
  if (!data?.demoMode || data.demoCredentials.length === 0) return null
  return (
    <Notice severity="info" role="region" labelledBy="demo-credentials-title">
      <Typography id="demo-credentials-title" variant="subtitle2" component="h2" gutterBottom>
        {t('auth.login.demoTitle')}
      </Typography>
      <Stack spacing={0.5}>
        {data.demoCredentials.map((credential) => (
          <Stack
            key={credential.email}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Typography variant="body2" component="span" sx={{ minWidth: 70 }}>
              {t(`roles.${credential.role}`, { defaultValue: credential.role })}:
            </Typography>
            <Typography variant="body2" component="span" dir="ltr">
              {credential.email} / {credential.password}
            </Typography>
            <Button size="small" onClick={() => props.onPick(credential.email, credential.password)}>
              {t('auth.login.useDemo')}
            </Button>
          </Stack>
        ))}
      </Stack>
    </Notice>
  )
}
