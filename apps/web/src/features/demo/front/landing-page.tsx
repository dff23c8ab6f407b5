import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import DirectionsCar from '@mui/icons-material/DirectionsCar'
import Speed from '@mui/icons-material/Speed'
import VerifiedUser from '@mui/icons-material/VerifiedUser'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { ScreenHeader } from '../../../components/list-screen'
import { DemoBanner } from '../components/demo-banner'

const features = [
  ['vehicle', DirectionsCar],
  ['fast', Speed],
  ['insured', VerifiedUser],
] as const
const steps = ['apply', 'review', 'drive'] as const

/** /front-pages/landing: the template's marketing page, told for a vehicle lender, with its calls to action. */
export function Component() {
  const { t } = useTranslation('demo')
  return (
    <>
      <ScreenHeader title={t('landing.title')} />
      <DemoBanner />
      <Card sx={{ mb: 3 }}>
        <CardContent sx={{ py: 6, textAlign: 'center' }}>
          <Typography variant="h4" component="h2" gutterBottom>
            {t('landing.hero')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 640, mx: 'auto' }}>
            {t('landing.lead')}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
            <Button variant="contained" component={RouterLink} to="/front-pages/payment">
              {t('landing.start')}
            </Button>
            <Button variant="outlined" component={RouterLink} to="/pages/pricing">
              {t('landing.pricing')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      <Grid container spacing={3} sx={{ mb: 3 }}>
        {features.map(([key, Icon]) => (
          <Grid key={key} size={{ xs: 12, md: 4 }}>
            <Card sx={{ height: '100%' }}>
              <CardContent>
                <Icon color="primary" fontSize="large" aria-hidden />
                <Typography variant="h6" component="h3">
                  {t(`landing.features.${key}.title`)}
                </Typography>
                <Typography color="text.secondary">{t(`landing.features.${key}.text`)}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('landing.how')}
          </Typography>
          <Grid container spacing={2}>
            {steps.map((key, index) => (
              <Grid key={key} size={{ xs: 12, md: 4 }}>
                <Typography variant="subtitle1" component="h3">
                  {index + 1}. {t(`landing.steps.${key}.title`)}
                </Typography>
                <Typography color="text.secondary">{t(`landing.steps.${key}.text`)}</Typography>
              </Grid>
            ))}
          </Grid>
          <Button sx={{ mt: 2 }} component={RouterLink} to="/front-pages/help-center">
            {t('landing.help')}
          </Button>
        </CardContent>
      </Card>
    </>
  )
}
