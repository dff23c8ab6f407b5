import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { LineChart } from '@mui/x-charts/LineChart'
import type { PortfolioDashboard } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import type { DashboardFilters } from '../api/get-portfolio-dashboard'
import { loansLink } from './list-links'
import { FigureLink } from './figure-link'
import { formatMoney, formatPercent } from '../../../lib/format'
import { Panel } from './panel'

/** The past-due ratio by bucket at each month end and today; today's buckets open the loans list. */
export function ArrearsPanel({ data, filters }: { data: PortfolioDashboard; filters: DashboardFilters }) {
  const { t, i18n } = useTranslation('portfolio')
  const { now, history } = data.arrears
  const percent = (value: number | null) => formatPercent(value, i18n.language)
  const pastDueBuckets = now.byBucket.filter((row) => row.bucket !== 'current').map((row) => row.bucket)
  return (
    <Panel title={t('arrears.title')} note={t('arrears.note')}>
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: history.map((point) => point.date) }]}
        yAxis={[{ valueFormatter: (value: number) => percent(value), width: 60 }]}
        series={pastDueBuckets.map((bucket) => ({
          data: history.map((point) => point.byBucket.find((row) => row.bucket === bucket)?.ratio ?? 0),
          label: t(`buckets.${bucket}`),
          stack: 'pastDue',
          area: true,
          valueFormatter: percent,
        }))}
      />
      <Table size="small" aria-label={t('arrears.today')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('arrears.bucket')}</TableCell>
            <TableCell align="right">{t('arrears.loans')}</TableCell>
            <TableCell align="right">{t('arrears.balance')}</TableCell>
            <TableCell align="right">{t('arrears.ratio')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {now.byBucket.map((row) => (
            <TableRow key={row.bucket}>
              <TableCell component="th" scope="row">
                {t(`buckets.${row.bucket}`)}
              </TableCell>
              <TableCell align="right">
                <FigureLink
                  to={loansLink(filters, { bucket: row.bucket })}
                  label={t('arrears.loansLink', { bucket: t(`buckets.${row.bucket}`), count: row.loans })}
                >
                  {row.loans}
                </FigureLink>
              </TableCell>
              <TableCell align="right">{formatMoney(row.balanceCents, { whole: true })}</TableCell>
              <TableCell align="right">{percent(row.ratio)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row">
              {t('arrears.pastDue')}
            </TableCell>
            <TableCell align="right" colSpan={3}>
              {percent(now.pastDueRatio)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Panel>
  )
}
