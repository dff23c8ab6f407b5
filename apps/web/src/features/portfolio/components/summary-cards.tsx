import Grid from '@mui/material/Grid'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { PortfolioDashboard } from '@mesa/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { DashboardFilters } from '../api/get-portfolio-dashboard'
import { applicationsLink, loansLink } from './list-links'
import { FigureLink } from './figure-link'
import { formatMoney, formatNumber, formatPercent } from '../../../lib/format'

function Card({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <Paper sx={{ p: 2, height: '100%' }}>
      <Typography variant="h5" component="p">
        {value}
      </Typography>
      <Typography variant="body2">{label}</Typography>
      {hint && (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      )}
    </Paper>
  )
}

/** The headline figures; those that summarise a list open it. */
export function SummaryCards({ data, filters }: { data: PortfolioDashboard; filters: DashboardFilters }) {
  const { t, i18n } = useTranslation('portfolio')
  const { decisions, amounts, arrears } = data
  const disbursed = amounts.byMonth.reduce((total, row) => total + row.disbursedCents, 0)
  const cards = [
    {
      id: 'cohort',
      label: t('summary.cohort'),
      value: (
        <FigureLink
          to={applicationsLink(filters)}
          label={t('summary.cohortLink', { count: decisions.cohort })}
        >
          {decisions.cohort}
        </FigureLink>
      ),
    },
    {
      id: 'approval',
      label: t('summary.approvalRate'),
      value: formatPercent(decisions.approvalRate, i18n.language),
      hint: t('summary.ofDecided', {
        approved: decisions.approved,
        decided: decisions.approved + decisions.rejected,
      }),
    },
    {
      id: 'rejection',
      label: t('summary.rejectionRate'),
      value: (
        <FigureLink
          to={applicationsLink(filters, { stage: 'rechazada' })}
          label={t('summary.rejectedLink', { count: decisions.rejected })}
        >
          {formatPercent(decisions.rejectionRate, i18n.language)}
        </FigureLink>
      ),
      hint: t('summary.rejected', { count: decisions.rejected }),
    },
    {
      id: 'decision',
      label: t('summary.medianToDecision'),
      value: t('hours', { value: formatNumber(decisions.medianHoursToDecision, i18n.language, 1) }),
    },
    {
      id: 'disbursed',
      label: t('summary.disbursed'),
      value: formatMoney(disbursed, { whole: true }),
    },
    {
      id: 'pastDue',
      label: t('summary.pastDueRatio'),
      value: (
        <FigureLink
          to={loansLink(filters)}
          label={t('summary.activeLoansLink', { count: arrears.now.loans })}
        >
          {formatPercent(arrears.now.pastDueRatio, i18n.language)}
        </FigureLink>
      ),
      hint: t('summary.activeLoans', { count: arrears.now.loans }),
    },
  ]
  return (
    <Grid container spacing={2} sx={{ mb: 2 }}>
      {cards.map((card) => (
        <Grid key={card.id} size={{ xs: 6, md: 4, lg: 2 }}>
          <Card label={card.label} value={card.value} hint={card.hint} />
        </Grid>
      ))}
    </Grid>
  )
}
