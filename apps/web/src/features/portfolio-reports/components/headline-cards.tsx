import Grid from '@mui/material/Grid'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { PortfolioReport } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { formatMoney, formatPercent } from '../../../lib/format'

/** The figures a board reads first: the portfolio, IMOR, PAR 30 and 90, and the provisions. */
export function HeadlineCards({ report }: { report: PortfolioReport }) {
  const { t, i18n } = useTranslation('portfolio-reports')
  const percent = (value: number | null) => formatPercent(value, i18n.language)
  const cards: Array<[string, string]> = [
    [t('headline.portfolio'), formatMoney(report.now.balanceCents, { whole: true, language: i18n.language })],
    [t('indicators.imor'), percent(report.now.imor)],
    [t('indicators.par30'), percent(report.now.par30)],
    [t('indicators.par90'), percent(report.now.par90)],
    [
      t('headline.provisions'),
      formatMoney(report.provisions.totals.provisionCents, { whole: true, language: i18n.language }),
    ],
  ]
  return (
    <Grid container spacing={2} sx={{ mb: 2 }}>
      {cards.map(([label, value]) => (
        <Grid key={label} size={{ xs: 6, md: 'grow' }}>
          <Paper sx={{ p: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography variant="h5" component="p">
              {value}
            </Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  )
}
