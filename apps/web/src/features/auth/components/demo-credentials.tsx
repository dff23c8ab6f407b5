import Box from '@mui/material/Box'
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
  if (props.config.demoCredentials.length === 0) return null
  return (
    <Notice severity="info" role="region" labelledBy="demo-credentials-title">
      <Typography id="demo-credentials-title" variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
        {t('auth.login.demoTitle')}
      </Typography>
      <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {props.config.demoCredentials.map((credential) => (
          <Stack
            component="li"
            key={credential.email}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center' }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                {t(`roles.${credential.role}`, { defaultValue: credential.role })}
              </Typography>{' '}
              <Typography variant="body2" component="span" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
                {credential.email} / {credential.password}
              </Typography>
            </Box>
            <Button
              size="small"
              sx={{ flexShrink: 0, minWidth: 0 }}
              aria-label={t('auth.login.useDemoFor', { email: credential.email })}
              onClick={() => props.onPick(credential.email, credential.password)}
            >
              {t('auth.login.useDemo')}
            </Button>
          </Stack>
        ))}
      </Stack>
    </Notice>
  )
}
