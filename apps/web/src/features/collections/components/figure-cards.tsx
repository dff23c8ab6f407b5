import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import type { CollectorFigures } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { formatMoney, formatNumber } from '../../../lib/format'

/** The collector's four figures: assigned, reached today, promises due today, recovered this month. */
export function FigureCards({ figures }: { figures: CollectorFigures }) {
  const { t, i18n } = useTranslation('collections')
  const cards = [
    { key: 'assigned', value: formatNumber(figures.assigned, i18n.language) },
    { key: 'contactedToday', value: formatNumber(figures.contactedToday, i18n.language) },
    { key: 'promisesDueToday', value: formatNumber(figures.promisesDueToday, i18n.language) },
    { key: 'recovered', value: formatMoney(figures.recoveredThisMonthCents) },
  ]
  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.key} size={{ xs: 6, md: 3 }}>
          <Card component="section" aria-labelledby={`figure-${card.key}`}>
            <CardContent>
              <Typography id={`figure-${card.key}`} variant="body2" color="text.secondary" component="h2">
                {t(`dashboard.figures.${card.key}`)}
              </Typography>
              <Typography variant="h5" component="p">
                {card.value}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  )
}
