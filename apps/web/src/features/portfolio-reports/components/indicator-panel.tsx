import { LineChart } from '@mui/x-charts/LineChart'
import type { PortfolioReport } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { formatDate, formatMoney, formatPercent } from '../../../lib/format'
import { FigureTable, ReportPanel } from './report-panel'

const indicators = ['imor', 'par30', 'par60', 'par90'] as const

/** IMOR and PAR 30/60/90 at each of the twelve month ends and on the as-of date. */
export function IndicatorPanel({ report }: { report: PortfolioReport }) {
  const { t, i18n } = useTranslation('portfolio-reports')
  const percent = (value: number | null) => formatPercent(value, i18n.language)
  const dates = report.history.map((point) => formatDate(point.date, i18n.language))
  return (
    <ReportPanel title={t('indicators.title')} note={t('indicators.note')}>
      <LineChart
        height={260}
        xAxis={[{ scaleType: 'point', data: dates }]}
        yAxis={[{ valueFormatter: (value: number) => percent(value), width: 60 }]}
        series={indicators.map((name) => ({
          data: report.history.map((point) => point[name]),
          label: t(`indicators.${name}`),
          valueFormatter: percent,
          connectNulls: false,
        }))}
      />
      <FigureTable
        label={t('indicators.title')}
        header={[
          t('columns.date'),
          t('columns.balance'),
          ...indicators.map((name) => t(`indicators.${name}`)),
        ]}
        rows={report.history
          .slice()
          .reverse()
          .map((point, index) => [
            dates[dates.length - 1 - index]!,
            formatMoney(point.balanceCents, { whole: true, language: i18n.language }),
            ...indicators.map((name) => percent(point[name])),
          ])}
      />
    </ReportPanel>
  )
}
