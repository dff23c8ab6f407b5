import { BarChart } from '@mui/x-charts/BarChart'
import type { ConcentrationRow, PortfolioReport } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { formatMoney, formatPercent, formatsIn } from '../../../lib/format'
import { FigureTable, ReportPanel } from './report-panel'

const TOP = 10

/** One grouping (ally, product, region): the ten largest as horizontal bars of their share, then the table. */
function Grouping({
  kind,
  rows,
  word,
}: {
  kind: string
  rows: ConcentrationRow[]
  word: (row: ConcentrationRow) => string
}) {
  const { t, i18n } = useTranslation('portfolio-reports')
  const format = formatsIn(i18n.language)
  const percent = (value: number | null) => formatPercent(value, i18n.language)
  const top = rows.slice(0, TOP)
  return (
    <ReportPanel title={t(`concentration.${kind}`)} note={t('concentration.note')}>
      <BarChart
        height={Math.max(120, 36 * top.length + 40)}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: top.map(word), width: 140 }]}
        xAxis={[{ valueFormatter: (value: number) => percent(value) }]}
        series={[
          {
            data: top.map((row) => row.share ?? 0),
            label: t('columns.share'),
            valueFormatter: (v) => percent(v),
          },
        ]}
        hideLegend
      />
      <FigureTable
        label={t(`concentration.${kind}`)}
        header={[t('columns.name'), t('columns.loans'), t('columns.balance'), t('columns.share')]}
        rows={rows.map((row) => [
          word(row),
          format.number(row.loans),
          formatMoney(row.balanceCents, { whole: true, language: i18n.language }),
          percent(row.share),
        ])}
      />
    </ReportPanel>
  )
}

/** Concentration by ally, product and region of the active balance on the as-of date. */
export function ConcentrationPanels({ report }: { report: PortfolioReport }) {
  const { t } = useTranslation('portfolio-reports')
  const { t: tApp } = useTranslation()
  const { byAlly, byProduct, byRegion } = report.concentration
  return (
    <>
      <Grouping kind="byAlly" rows={byAlly} word={(row) => row.label} />
      <Grouping kind="byProduct" rows={byProduct} word={(row) => tApp(`workflow.products.${row.key}`)} />
      <Grouping kind="byRegion" rows={byRegion} word={(row) => row.label || t('concentration.noRegion')} />
    </>
  )
}
