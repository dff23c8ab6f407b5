import Grid from '@mui/material/Grid'
import { BarChart } from '@mui/x-charts/BarChart'
import { useTranslation } from 'react-i18next'
import { ScreenHeader } from '../../../components/list-screen'
import { useDashboardStats } from '../api/dashboards'
import { ChartCard, StatTiles } from '../components/chart-card'
import { DemoBanner } from '../components/demo-banner'
import { useDemoFormat } from '../components/format'
import { QueryState } from '../components/query-state'
import { SalesChart } from './sales-chart'

/** /dashboards/ecommerce: sales, orders by status and sales per month. */
export function Component() {
  const { t } = useTranslation('demo')
  const stats = useDashboardStats()
  const format = useDemoFormat()
  return (
    <>
      <ScreenHeader title={t('dashboards.ecommerce')} />
      <DemoBanner />
      <QueryState query={stats}>
        {(data) => (
          <>
            <StatTiles
              tiles={[
                { label: t('dashboards.sales'), value: format.money(data.totals.sales) },
                { label: t('dashboards.orders'), value: format.number(data.totals.orders) },
                {
                  label: t('dashboards.averageOrder'),
                  value: format.money(
                    data.totals.orders ? Math.round(data.totals.sales / data.totals.orders) : 0,
                  ),
                },
              ]}
            />
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, md: 5 }}>
                <ChartCard title={t('dashboards.ordersByStatus')}>
                  <BarChart
                    height={280}
                    layout="horizontal"
                    yAxis={[
                      {
                        scaleType: 'band',
                        data: data.ordersByStatus.map((row) => t(`status.${row.status}`)),
                        width: 110,
                      },
                    ]}
                    series={[
                      { data: data.ordersByStatus.map((row) => row.count), label: t('dashboards.orders') },
                    ]}
                  />
                </ChartCard>
              </Grid>
              <Grid size={{ xs: 12, md: 7 }}>
                <ChartCard title={t('dashboards.salesByMonth')}>
                  <SalesChart stats={data} />
                </ChartCard>
              </Grid>
            </Grid>
          </>
        )}
      </QueryState>
    </>
  )
}
