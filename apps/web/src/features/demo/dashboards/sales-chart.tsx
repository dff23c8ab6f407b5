import { LineChart } from '@mui/x-charts/LineChart'
import type { DashboardStats } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { useDemoFormat } from '../components/format'

/** Sales per month (the orders' exact cents, charted in dollars). */
export function SalesChart({ stats }: { stats: DashboardStats }) {
  const { t } = useTranslation('demo')
  const format = useDemoFormat()
  return (
    <LineChart
      height={280}
      xAxis={[{ scaleType: 'point', data: stats.salesByMonth.map((row) => row.month) }]}
      yAxis={[{ valueFormatter: (value: number) => format.compactMoney(value * 100), width: 80 }]}
      series={[
        {
          data: stats.salesByMonth.map((row) => row.spent / 100),
          label: t('dashboards.sales'),
          area: true,
          valueFormatter: (value) => (value === null ? '' : format.money(value * 100)),
        },
      ]}
    />
  )
}
