import { BarChart } from '@mui/x-charts/BarChart'
import type { PortfolioReport } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { formatMoney, formatPercent, formatsIn } from '../../../lib/format'
import { FigureTable, ReportPanel } from './report-panel'

/** The portfolio by arrears bucket on the as-of date: balance bars and the table with each bucket's share. */
export function BucketPanel({ report }: { report: PortfolioReport }) {
  const { t, i18n } = useTranslation('portfolio-reports')
  const format = formatsIn(i18n.language)
  const money = (cents: number) => formatMoney(cents, { whole: true, language: i18n.language })
  return (
    <ReportPanel title={t('buckets.title')} note={t('buckets.note')}>
      <BarChart
        height={240}
        xAxis={[{ scaleType: 'band', data: report.buckets.map((row) => t(`bucket.${row.bucket}`)) }]}
        yAxis={[{ valueFormatter: (value: number) => money(value), width: 90 }]}
        series={[
          {
            data: report.buckets.map((row) => row.balanceCents),
            label: t('columns.balance'),
            valueFormatter: (v) => money(v ?? 0),
          },
        ]}
        hideLegend
      />
      <FigureTable
        label={t('buckets.title')}
        header={[t('columns.bucket'), t('columns.loans'), t('columns.balance'), t('columns.share')]}
        rows={[
          ...report.buckets.map((row) => [
            t(`bucket.${row.bucket}`),
            format.number(row.loans),
            money(row.balanceCents),
            formatPercent(row.share, i18n.language),
          ]),
          [
            t('columns.total'),
            format.number(report.now.loans),
            money(report.now.balanceCents),
            formatPercent(1, i18n.language),
          ],
        ]}
      />
    </ReportPanel>
  )
}
