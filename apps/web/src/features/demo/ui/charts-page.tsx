import type { DashboardStats } from '@mesa/contracts'
import Box from '@mui/material/Box'
import { BarChart } from '@mui/x-charts/BarChart'
import { Gauge } from '@mui/x-charts/Gauge'
import { LineChart } from '@mui/x-charts/LineChart'
import { PieChart } from '@mui/x-charts/PieChart'
import { RadarChart } from '@mui/x-charts/RadarChart'
import { ScatterChart } from '@mui/x-charts/ScatterChart'
import { useTranslation } from 'react-i18next'
import { useDashboardStats } from '../api/dashboards'
import { useDemoFormat } from '../components/format'
import { QueryState } from '../components/query-state'
import { SalesChart } from '../dashboards/sales-chart'
import { Example, Examples, ShowcasePage } from './showcase'

/** Every kind of MUI X chart over the demo shop's figures (GET /api/dashboard/stats). */
function ChartGallery({ stats }: { stats: DashboardStats }) {
  const { t } = useTranslation('demo')
  const format = useDemoFormat()
  const months = stats.salesByMonth.map((row) => row.month)
  return (
    <Examples>
      <Example title={t('ui.charts.area')}>
        <SalesChart stats={stats} />
      </Example>
      <Example title={t('ui.charts.line')}>
        <LineChart
          height={280}
          xAxis={[{ scaleType: 'point', data: months }]}
          yAxis={[{ min: 0 }]}
          series={[
            {
              data: stats.salesByMonth.map((row) => row.orders),
              label: t('ui.charts.orders'),
              curve: 'linear',
            },
          ]}
        />
      </Example>
      <Example title={t('ui.charts.bar')}>
        <BarChart
          height={280}
          xAxis={[{ scaleType: 'band', data: stats.reviewsByRating.map((row) => '★'.repeat(row.rating)) }]}
          series={[{ data: stats.reviewsByRating.map((row) => row.count), label: t('ui.charts.reviews') }]}
        />
      </Example>
      <Example title={t('ui.charts.pie')}>
        <PieChart
          height={280}
          series={[
            {
              innerRadius: 40,
              data: stats.ordersByStatus.map((row) => ({
                id: row.status,
                value: row.count,
                label: t(`status.${row.status}`),
              })),
            },
          ]}
        />
      </Example>
      <Example title={t('ui.charts.radar')}>
        {/* SVG text anchors flip under RTL and the labels collide: the chart itself stays left to right. */}
        <Box dir="ltr">
          <RadarChart
            height={280}
            series={[
              { data: stats.vehiclesByWarning.map((row) => row.count), label: t('ui.charts.vehicles') },
            ]}
            radar={{ metrics: stats.vehiclesByWarning.map((row) => t(`status.${row.warning}`)) }}
          />
        </Box>
      </Example>
      <Example title={t('ui.charts.scatter')}>
        <ScatterChart
          height={280}
          xAxis={[{ label: t('ui.charts.orders') }]}
          yAxis={[{ valueFormatter: (value: number) => format.compactMoney(value * 100), width: 90 }]}
          series={[
            {
              label: t('ui.charts.months'),
              data: stats.salesByMonth.map((row) => ({ id: row.month, x: row.orders, y: row.spent / 100 })),
            },
          ]}
        />
      </Example>
      <Example title={t('ui.charts.gauge')}>
        <Box dir="ltr">
          <Gauge
            height={200}
            value={stats.totals.averageRating}
            valueMin={0}
            valueMax={5}
            text={({ value }) => `${value?.toFixed(1) ?? ''} / 5`}
            aria-label={t('ui.charts.rating')}
          />
        </Box>
      </Example>
    </Examples>
  )
}

/** /charts: line, area, bar, pie, radar, scatter and gauge (MUI X Charts, this chunk only). */
export function Component() {
  const stats = useDashboardStats()
  return (
    <ShowcasePage page="charts">
      <QueryState query={stats}>{(data) => <ChartGallery stats={data} />}</QueryState>
    </ShowcasePage>
  )
}
