import { LineChart } from '@mui/x-charts/LineChart'
import type { PortfolioReport } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { formatDate, formatMoney, formatPercent } from '../../../lib/format'
import { FigureTable, ReportPanel } from './report-panel'

/** Roll rates month over month (the collections manager's chart), and the last month's in a table. */
export function RollRatePanel({ report }: { report: PortfolioReport }) {
  const { t, i18n } = useTranslation('portfolio-reports')
  const percent = (value: number | null) => formatPercent(value, i18n.language)
  const money = (cents: number) => formatMoney(cents, { whole: true, language: i18n.language })
  const pairs = report.rollRates[0]?.rates ?? []
  const pairLabel = (rate: (typeof pairs)[number]) =>
    t('rollRates.pair', { from: t(`bucket.${rate.fromBucket}`), to: t(`bucket.${rate.toBucket}`) })
  const last = report.rollRates.at(-1)
  return (
    <ReportPanel title={t('rollRates.title')} note={t('rollRates.note')}>
      <LineChart
        height={260}
        xAxis={[
          { scaleType: 'point', data: report.rollRates.map((step) => formatDate(step.to, i18n.language)) },
        ]}
        yAxis={[{ valueFormatter: (value: number) => percent(value), width: 60 }]}
        series={pairs.map((pair, index) => ({
          data: report.rollRates.map((step) => step.rates[index]?.rate ?? null),
          label: pairLabel(pair),
          valueFormatter: percent,
        }))}
      />
      {last && (
        <FigureTable
          label={t('rollRates.last', {
            from: formatDate(last.from, i18n.language),
            to: formatDate(last.to, i18n.language),
          })}
          header={[
            t('rollRates.last', {
              from: formatDate(last.from, i18n.language),
              to: formatDate(last.to, i18n.language),
            }),
            t('columns.startBalance'),
            t('columns.rolled'),
            t('columns.rate'),
          ]}
          rows={last.rates.map((rate) => [
            pairLabel(rate),
            money(rate.fromBalanceCents),
            money(rate.rolledCents),
            percent(rate.rate),
          ])}
        />
      )}
    </ReportPanel>
  )
}
