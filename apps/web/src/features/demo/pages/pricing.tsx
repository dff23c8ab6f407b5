import Check from '@mui/icons-material/Check'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import FormControlLabel from '@mui/material/FormControlLabel'
import Grid from '@mui/material/Grid'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ScreenHeader } from '../../../components/list-screen'
import { DemoBanner } from '../components/demo-banner'
import { useDemoFormat } from '../components/format'

/** Spec §6 sample plans; monthly price in cents. A year costs ten months (two free). */
const plans = [
  { id: 'basic', monthly: 0, features: 3 },
  { id: 'team', monthly: 4_900, features: 4 },
  { id: 'company', monthly: 9_900, features: 5 },
  { id: 'enterprise', monthly: 19_900, features: 6 },
] as const

/** /pages/pricing: the sample plans, monthly or yearly. */
export function Component() {
  const { t } = useTranslation('demo')
  const format = useDemoFormat()
  const [yearly, setYearly] = useState(false)
  return (
    <>
      <ScreenHeader title={t('pricing.title')} subtitle={t('pricing.subtitle')} />
      <DemoBanner />
      <FormControlLabel
        sx={{ mb: 3 }}
        control={<Switch checked={yearly} onChange={(event) => setYearly(event.target.checked)} />}
        label={t('pricing.yearly')}
      />
      <Grid container spacing={3}>
        {plans.map((plan) => (
          <Grid key={plan.id} size={{ xs: 12, sm: 6, lg: 3 }}>
            <Card sx={{ height: '100%' }} variant={plan.id === 'company' ? 'outlined' : 'elevation'}>
              <CardContent>
                <Typography variant="h5" component="h2">
                  {t(`pricing.plans.${plan.id}`)}
                </Typography>
                <Typography variant="h4" component="p" sx={{ my: 2, fontWeight: 700 }}>
                  {format.money(yearly ? plan.monthly * 10 : plan.monthly)}
                  <Typography component="span" color="text.secondary">
                    {' '}
                    / {t(yearly ? 'pricing.perYear' : 'pricing.perMonth')}
                  </Typography>
                </Typography>
                <List dense>
                  {Array.from({ length: plan.features }, (_, index) => (
                    <ListItem key={index} disableGutters>
                      <ListItemIcon sx={{ minWidth: 32 }}>
                        <Check color="success" fontSize="small" />
                      </ListItemIcon>
                      <ListItemText primary={t(`pricing.features.${index}`)} />
                    </ListItem>
                  ))}
                </List>
                <Button fullWidth variant={plan.id === 'company' ? 'contained' : 'outlined'}>
                  {t('pricing.choose', { plan: t(`pricing.plans.${plan.id}`) })}
                </Button>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  )
}
