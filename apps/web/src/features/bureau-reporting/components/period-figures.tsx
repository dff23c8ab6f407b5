import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Grid from '@mui/material/Grid'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { bureauMops, type BureauPeriodSummary } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { formatMoney, formatNumber } from '../../../lib/format'

/** The month's counts and totals, and the accounts by current payment code (MOP). */
export function PeriodFigures({ summary }: { summary: BureauPeriodSummary }) {
  const { t, i18n } = useTranslation('bureau-reporting')
  const language = i18n.language
  const figures = [
    [t('figures.accounts'), formatNumber(summary.accounts, language)],
    [t('figures.failed'), formatNumber(summary.failed, language)],
    [t('figures.closed'), formatNumber(summary.closedAccounts, language)],
    [t('figures.balance'), formatMoney(summary.totalBalanceCents, { language })],
    [t('figures.pastDue'), formatMoney(summary.totalPastDueCents, { language })],
  ]
  return (
    <Card>
      <CardContent>
        <Grid container spacing={2}>
          {figures.map(([label, value]) => (
            <Grid key={label} size={{ xs: 6, md: 'grow' }}>
              <Typography variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography variant="h6" component="p">
                {value}
              </Typography>
            </Grid>
          ))}
        </Grid>
        <Typography variant="subtitle2" component="h2" sx={{ mt: 2, mb: 1 }}>
          {t('figures.byMop')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {bureauMops
            .filter((mop) => summary.mopCounts[mop])
            .map((mop) => (
              <Chip
                key={mop}
                variant="outlined"
                color={mop === '00' || mop === '01' ? 'success' : mop === '02' ? 'warning' : 'error'}
                label={t('figures.mopCount', {
                  mop: t(`mops.${mop}`),
                  count: formatNumber(summary.mopCounts[mop]!, language),
                })}
              />
            ))}
        </Stack>
      </CardContent>
    </Card>
  )
}
