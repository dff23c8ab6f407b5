import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import type { PortfolioTotals as Totals } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { formatMoney, formatPercent } from '../../../lib/format'
import { LoanFigures } from './loan-figures'

/** The portfolio on top of the list: its balance, the past-due ratio and each bucket's share. */
export function PortfolioTotals({ totals }: { totals: Totals }) {
  const { t, i18n } = useTranslation('loanServicing')
  const percent = (ratio: number) => formatPercent(ratio, i18n.language, 1)
  return (
    <Card sx={{ mb: 3 }} component="section" aria-label={t('loanServicing.totals.title')}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('loanServicing.totals.title')}
        </Typography>
        <LoanFigures
          figures={[
            {
              label: t('loanServicing.totals.balance', { count: totals.loans }),
              value: formatMoney(totals.balanceCents),
            },
            { label: t('loanServicing.totals.pastDue'), value: percent(totals.pastDueRatio) },
            ...totals.byBucket.map((row) => ({
              label: `${t(`loanServicing.buckets.${row.bucket}`)} · ${t('loanServicing.totals.loans', { count: row.loans })}`,
              value: (
                <>
                  {percent(row.ratio)}
                  <Typography variant="body2" color="text.secondary">
                    {formatMoney(row.balanceCents)}
                  </Typography>
                </>
              ),
            })),
          ]}
        />
      </CardContent>
    </Card>
  )
}
