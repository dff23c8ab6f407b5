import Alert from '@mui/material/Alert'
import Grid from '@mui/material/Grid'
import LinearProgress from '@mui/material/LinearProgress'
import { useTranslation } from 'react-i18next'
import { ScreenHeader } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { useSession } from '../../../lib/use-session'
import { useHome } from '../api/get-home'
import { HomeCard } from '../components/home-card'

/** /apps/inicio (any member of staff): the signed-in person's day's work, one card per kind of work. */
export function Component() {
  const { t } = useTranslation('home')
  const { callText } = useErrorText('home')
  const { userData } = useSession()
  const home = useHome()
  const firstName = userData?.fullName.split(' ')[0] ?? ''
  return (
    <>
      <ScreenHeader title={t('title')} subtitle={t('subtitle', { name: firstName })} />
      {home.isPending && <LinearProgress aria-label={t('loading')} />}
      {home.isError && <Alert severity="error">{callText(home.error)}</Alert>}
      {home.data && home.data.cards.length === 0 && <Alert severity="info">{t('nothing')}</Alert>}
      {home.data && (
        <Grid container spacing={2}>
          {home.data.cards.map((card) => (
            <Grid key={card.kind} size={{ xs: 12, md: 6, xl: 4 }}>
              <HomeCard card={card} />
            </Grid>
          ))}
        </Grid>
      )}
    </>
  )
}
