import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { BarChart } from '@mui/x-charts/BarChart'
import type { PortfolioDashboard } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import type { DashboardFilters } from '../api/get-portfolio-dashboard'
import { applicationsLink } from './list-links'
import { FigureLink } from './figure-link'
import { formatPercent } from '../../../lib/format'
import { Panel } from './panel'

/** The pipeline funnel: reached per stage and the conversion to the next; now and overdue open the list. */
export function FunnelPanel({ data, filters }: { data: PortfolioDashboard; filters: DashboardFilters }) {
  const { t, i18n } = useTranslation('portfolio')
  const { t: tApp } = useTranslation()
  const stageName = (stage: string) => tApp(`workflow.stages.${stage}`)
  return (
    <Panel title={t('funnel.title')} note={t('funnel.note')}>
      <BarChart
        height={300}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: data.funnel.map((row) => stageName(row.stage)), width: 150 }]}
        series={[{ data: data.funnel.map((row) => row.reached), label: t('funnel.reached') }]}
        hideLegend
      />
      <Table size="small" aria-label={t('funnel.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.stage')}</TableCell>
            <TableCell align="right">{t('funnel.reached')}</TableCell>
            <TableCell align="right">{t('funnel.conversion')}</TableCell>
            <TableCell align="right">{t('funnel.current')}</TableCell>
            <TableCell align="right">{t('funnel.overdue')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.funnel.map((row) => (
            <TableRow key={row.stage}>
              <TableCell component="th" scope="row">
                {stageName(row.stage)}
              </TableCell>
              <TableCell align="right">{row.reached}</TableCell>
              <TableCell align="right">{formatPercent(row.conversion, i18n.language)}</TableCell>
              <TableCell align="right">
                <FigureLink
                  to={applicationsLink(filters, { stage: row.stage })}
                  label={t('funnel.currentLink', { stage: stageName(row.stage), count: row.current })}
                >
                  {row.current}
                </FigureLink>
              </TableCell>
              <TableCell align="right">
                {row.overdue > 0 ? (
                  <FigureLink
                    to={applicationsLink(filters, { stage: row.stage, overdue: true })}
                    label={t('funnel.overdueLink', { stage: stageName(row.stage), count: row.overdue })}
                  >
                    {row.overdue}
                  </FigureLink>
                ) : (
                  0
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Panel>
  )
}
