import { presences, type Account, type Presence } from '@mesa/contracts'
import Alert from '@mui/material/Alert'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import FormControlLabel from '@mui/material/FormControlLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useSetPresence } from '../api/set-presence'
import { PresenceDot } from './presence-dot'

/** Tab connection: my presence as the agent-status page and colleagues see it. */
export function ConnectionTab({ account }: { account: Account }) {
  const { t } = useTranslation('account')
  const setPresence = useSetPresence()
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" id="presence-title" gutterBottom>
          {t('presence.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('presence.intro')}
        </Typography>
        {setPresence.error && <Alert severity="error">{t('errors.generic')}</Alert>}
        <RadioGroup
          aria-labelledby="presence-title"
          value={account.presence}
          onChange={(event) => setPresence.mutate(event.target.value as Presence)}
        >
          {presences.map((presence) => (
            <FormControlLabel
              key={presence}
              value={presence}
              control={<Radio />}
              label={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <PresenceDot presence={presence} />
                  <span>{t(`presence.${presence}`)}</span>
                </Stack>
              }
            />
          ))}
        </RadioGroup>
      </CardContent>
    </Card>
  )
}
