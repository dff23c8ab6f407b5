import type { PortfolioReport } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { formatMoney, formatPercent, formatsIn } from '../../../lib/format'
import { FigureTable, ReportPanel } from './report-panel'

/** The loss provisions (PD × SP × EI) by bucket on the as-of date, from loan servicing's provisions report. */
export function ProvisionsPanel({ report }: { report: PortfolioReport }) {
  const { t, i18n } = useTranslation('portfolio-reports')
  const format = formatsIn(i18n.language)
  const money = (cents: number) => formatMoney(cents, { language: i18n.language })
  const { rows, totals } = report.provisions
  const line = (label: string, row: (typeof rows)[number] | typeof totals) => [
    label,
    format.number(row.loans),
    money(row.exposureCents),
    money(row.provisionCents),
    formatPercent(row.coverage, i18n.language),
  ]
  return (
    <ReportPanel title={t('provisions.title')} note={t('provisions.note')}>
      <FigureTable
        label={t('provisions.title')}
        header={[
          t('columns.bucket'),
          t('columns.loans'),
          t('columns.exposure'),
          t('columns.provision'),
          t('columns.coverage'),
        ]}
        rows={[...rows.map((row) => line(t(`bucket.${row.bucket}`), row)), line(t('columns.total'), totals)]}
      />
    </ReportPanel>
  )
}
