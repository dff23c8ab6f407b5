import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { BarChart } from '@mui/x-charts/BarChart'
import type { PortfolioDashboard } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { formatNumber, formatPercent } from '../../../lib/format'
import { Panel } from './panel'

/** Median hours in each stage beside its target, and the share of stays over the target. */
export function StageTimesPanel({ data }: { data: PortfolioDashboard }) {
  const { t, i18n } = useTranslation('portfolio')
  const { t: tApp } = useTranslation()
  // activo has no target (it lasts the loan's life): the chart shows the stages with one.
  const timed = data.stageTimes.filter((row) => row.targetHours !== null)
  return (
    <Panel title={t('stageTimes.title')} note={t('stageTimes.note')}>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: timed.map((row) => tApp(`workflow.stages.${row.stage}`)) }]}
        series={[
          { data: timed.map((row) => row.medianHours ?? 0), label: t('stageTimes.median') },
          { data: timed.map((row) => row.targetHours ?? 0), label: t('stageTimes.target') },
        ]}
      />
      <Table size="small" aria-label={t('stageTimes.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.stage')}</TableCell>
            <TableCell align="right">{t('stageTimes.median')}</TableCell>
            <TableCell align="right">{t('stageTimes.target')}</TableCell>
            <TableCell align="right">{t('stageTimes.overTarget')}</TableCell>
            <TableCell align="right">{t('stageTimes.stays')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.stageTimes.map((row) => (
            <TableRow key={row.stage}>
              <TableCell component="th" scope="row">
                {tApp(`workflow.stages.${row.stage}`)}
              </TableCell>
              <TableCell align="right">{formatNumber(row.medianHours, i18n.language, 1)}</TableCell>
              <TableCell align="right">{formatNumber(row.targetHours, i18n.language, 1)}</TableCell>
              <TableCell align="right">{formatPercent(row.overTarget, i18n.language)}</TableCell>
              <TableCell align="right">{row.stays}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Panel>
  )
}
