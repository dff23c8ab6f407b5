import Grid from '@mui/material/Grid'
import { BarChart } from '@mui/x-charts/BarChart'
import { Gauge } from '@mui/x-charts/Gauge'
import { useTranslation } from 'react-i18next'
import { ScreenHeader } from '../../../components/list-screen'
import { useDashboardStats } from '../api/dashboards'
import { ChartCard, StatTiles } from '../components/chart-card'
import { DemoBanner } from '../components/demo-banner'
import { useDemoFormat } from '../components/format'
import { QueryState } from '../components/query-state'

/** /dashboards/logistics and /apps/logistics/dashboard: the fleet on its routes and its warnings. */
export function Component() {
  const { t } = useTranslation('demo')
  const stats = useDashboardStats()
  const format = useDemoFormat()
  return (
    <>
      <ScreenHeader title={t('dashboards.logistics')} />
      <DemoBanner />
      <QueryState query={stats}>
        {(data) => (
          <>
            <StatTiles
              tiles={[
                { label: t('dashboards.vehicles'), value: format.number(data.totals.vehicles) },
                { label: t('dashboards.onRoute'), value: format.number(data.totals.vehiclesOnRoute) },
                {
                  label: t('dashboards.withWarnings'),
                  value: format.number(
                    data.vehiclesByWarning
                      .filter((row) => row.warning !== 'No Warnings')
                      .reduce((sum, row) => sum + row.count, 0),
                  ),
                },
              ]}
            />
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, md: 4 }}>
                <ChartCard title={t('dashboards.onRouteShare')}>
                  <Gauge
                    height={220}
                    value={data.totals.vehiclesOnRoute}
                    valueMax={Math.max(1, data.totals.vehicles)}
                    text={({ value, valueMax }) => `${value} / ${valueMax}`}
                    aria-label={t('dashboards.onRouteShare')}
                  />
                </ChartCard>
              </Grid>
              <Grid size={{ xs: 12, md: 8 }}>
                <ChartCard title={t('dashboards.warnings')}>
                  <BarChart
                    height={260}
                    xAxis={[
                      {
                        scaleType: 'band',
                        data: data.vehiclesByWarning.map((row) => t(`status.${row.warning}`)),
                      },
                    ]}
                    series={[
                      {
                        data: data.vehiclesByWarning.map((row) => row.count),
                        label: t('dashboards.vehicles'),
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
