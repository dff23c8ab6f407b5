import Grid from '@mui/material/Grid'
import { BarChart } from '@mui/x-charts/BarChart'
import { PieChart } from '@mui/x-charts/PieChart'
import { useTranslation } from 'react-i18next'
import { ScreenHeader } from '../../../components/list-screen'
import { useDashboardStats } from '../api/dashboards'
import { ChartCard, StatTiles } from '../components/chart-card'
import { DemoBanner } from '../components/demo-banner'
import { useDemoFormat } from '../components/format'
import { QueryState } from '../components/query-state'

/** /dashboards/crm: customers, reviews by rating and referrals by status. */
export function Component() {
  const { t } = useTranslation('demo')
  const stats = useDashboardStats()
  const format = useDemoFormat()
  return (
    <>
      <ScreenHeader title={t('dashboards.crm')} />
      <DemoBanner />
      <QueryState query={stats}>
        {(data) => (
          <>
            <StatTiles
              tiles={[
                { label: t('dashboards.customers'), value: format.number(data.totals.customers) },
                { label: t('dashboards.reviews'), value: format.number(data.totals.reviews) },
                { label: t('dashboards.averageRating'), value: format.number(data.totals.averageRating) },
              ]}
            />
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, md: 6 }}>
                <ChartCard title={t('dashboards.reviewsByRating')}>
                  <PieChart
                    height={260}
                    series={[
                      {
                        innerRadius: 50,
                        data: data.reviewsByRating.map((row) => ({
                          id: row.rating,
                          value: row.count,
                          label: t('reviews.rating', { value: row.rating }),
                        })),
                      },
                    ]}
                  />
                </ChartCard>
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <ChartCard title={t('dashboards.referralsByStatus')}>
                  <BarChart
                    height={260}
                    xAxis={[
                      {
                        scaleType: 'band',
                        data: data.referralsByStatus.map((row) => t(`status.${row.status}`)),
                      },
                    ]}
                    series={[
                      {
                        data: data.referralsByStatus.map((row) => row.count),
                        label: t('dashboards.referrals'),
                      },
                    ]}
                  />
                </ChartCard>
              </Grid>
            </Grid>
          </>
        )}
      </QueryState>
    </>
  )
}
