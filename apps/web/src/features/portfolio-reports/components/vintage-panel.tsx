import { LineChart } from '@mui/x-charts/LineChart'
import type { PortfolioReport } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { formatMoney, formatMonth, formatPercent, formatsIn } from '../../../lib/format'
import { FigureTable, ReportPanel } from './report-panel'

/** Vintage curves: one line per origination month, by months on book. */
export function VintagePanel({ report }: { report: PortfolioReport }) {
  const { t, i18n } = useTranslation('portfolio-reports')
  const format = formatsIn(i18n.language)
  const percent = (value: number | null) => formatPercent(value, i18n.language)
  const longest = Math.max(1, ...report.vintages.map((vintage) => vintage.curve.length))
  const months = Array.from({ length: longest }, (_, k) => k)
  return (
    <ReportPanel title={t('vintages.title')} note={t('vintages.note')}>
      {report.vintages.length === 0 ? (
        t('vintages.none')
      ) : (
        <>
          <LineChart
            height={260}
            xAxis={[
              { scaleType: 'point', data: months, valueFormatter: (k: number) => t('vintages.month', { k }) },
            ]}
            yAxis={[{ valueFormatter: (value: number) => percent(value), width: 60 }]}
            series={report.vintages.map((vintage) => ({
              data: months.map((k) => vintage.curve[k] ?? null),
              label: formatMonth(vintage.cohort, i18n.language),
              valueFormatter: percent,
            }))}
          />
          <FigureTable
            label={t('vintages.title')}
            header={[
              t('columns.cohort'),
              t('columns.principal'),
              ...months.map((k) => t('vintages.month', { k })),
            ]}
            rows={report.vintages.map((vintage) => [
              `${formatMonth(vintage.cohort, i18n.language)} (${format.number(vintage.loans)})`,
              formatMoney(vintage.principalCents, { whole: true, language: i18n.language }),
              ...months.map((k) => (k < vintage.curve.length ? percent(vintage.curve[k] ?? null) : '')),
            ])}
          />
        </>
      )}
    </ReportPanel>
  )
}
