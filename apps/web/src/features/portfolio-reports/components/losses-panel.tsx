import { BarChart } from '@mui/x-charts/BarChart'
import type { PortfolioReport } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { formatMoney, formatMonth, formatsIn } from '../../../lib/format'
import { FigureTable, ReportPanel } from './report-panel'

/** Write-offs and recoveries by month (the collections manager's recovery chart). */
export function LossesPanel({ report }: { report: PortfolioReport }) {
  const { t, i18n } = useTranslation('portfolio-reports')
  const format = formatsIn(i18n.language)
  const money = (cents: number) => formatMoney(cents, { whole: true, language: i18n.language })
  return (
    <ReportPanel title={t('losses.title')} note={t('losses.note')}>
      <BarChart
        height={240}
        xAxis={[
          { scaleType: 'band', data: report.losses.map((row) => formatMonth(row.month, i18n.language)) },
        ]}
        yAxis={[{ valueFormatter: (value: number) => money(value), width: 90 }]}
        series={[
          {
            data: report.losses.map((row) => row.writtenOffCents),
            label: t('columns.writtenOff'),
            valueFormatter: (v) => money(v ?? 0),
          },
          {
            data: report.losses.map((row) => row.recoveriesCents),
            label: t('columns.recovered'),
            valueFormatter: (v) => money(v ?? 0),
          },
        ]}
      />
      <FigureTable
        label={t('losses.title')}
        header={[
          t('columns.month'),
          t('columns.writtenOffLoans'),
          t('columns.writtenOff'),
          t('columns.recovered'),
        ]}
        rows={report.losses
          .filter((row) => row.writtenOffLoans > 0 || row.recoveriesCents > 0)
          .map((row) => [
            formatMonth(row.month, i18n.language),
            format.number(row.writtenOffLoans),
            money(row.writtenOffCents),
            money(row.recoveriesCents),
          ])}
      />
    </ReportPanel>
  )
}
