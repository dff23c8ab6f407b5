import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { BarChart } from '@mui/x-charts/BarChart'
import type { PortfolioDashboard } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import type { DashboardFilters } from '../api/get-portfolio-dashboard'
import { loansLink } from './list-links'
import { FigureLink } from './figure-link'
import { formatMoney } from '../../../lib/format'
import { Panel } from './panel'

const ALLIES_SHOWN = 10

/** Authorised and disbursed by month (chart), by ally and by funder (tables; their loans open from each count). */
export function AmountsPanel({ data, filters }: { data: PortfolioDashboard; filters: DashboardFilters }) {
  const { t } = useTranslation('portfolio')
  const { byMonth, byAlly, byFunder } = data.amounts
  const pesos = (cents: number | null) => (cents === null ? '' : formatMoney(cents, { whole: true }))
  return (
    <Panel title={t('amounts.title')} note={t('amounts.note')}>
      {byMonth.length === 0 ? (
        <Typography color="text.secondary">{t('amounts.none')}</Typography>
      ) : (
        <BarChart
          height={280}
          xAxis={[{ scaleType: 'band', data: byMonth.map((row) => row.month) }]}
          yAxis={[{ valueFormatter: (value: number) => formatMoney(value, { whole: true }), width: 110 }]}
          series={[
            {
              data: byMonth.map((row) => row.authorisedCents),
              label: t('amounts.authorised'),
              valueFormatter: pesos,
            },
            {
              data: byMonth.map((row) => row.disbursedCents),
              label: t('amounts.disbursed'),
              valueFormatter: pesos,
            },
          ]}
        />
      )}
      <Table size="small" aria-label={t('amounts.byAlly')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('amounts.ally')}</TableCell>
            <TableCell align="right">{t('amounts.authorised')}</TableCell>
            <TableCell align="right">{t('amounts.disbursed')}</TableCell>
            <TableCell align="right">{t('amounts.loans')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {byAlly.slice(0, ALLIES_SHOWN).map((row) => (
            <TableRow key={row.allyId}>
              <TableCell component="th" scope="row">
                {row.allyName}
              </TableCell>
              <TableCell align="right">{formatMoney(row.authorisedCents, { whole: true })}</TableCell>
              <TableCell align="right">{formatMoney(row.disbursedCents, { whole: true })}</TableCell>
              <TableCell align="right">
                <FigureLink
                  to={loansLink(filters, { allyId: row.allyId, active: false })}
                  label={t('amounts.loansLink', { ally: row.allyName, count: row.disbursedCount })}
                >
                  {row.disbursedCount}
                </FigureLink>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Table size="small" aria-label={t('amounts.byFunder')} sx={{ mt: 2 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('amounts.funder')}</TableCell>
            <TableCell align="right">{t('amounts.authorised')}</TableCell>
            <TableCell align="right">{t('amounts.disbursed')}</TableCell>
            <TableCell align="right">{t('amounts.loans')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {byFunder.map((row) => (
            <TableRow key={row.funderId ?? 'none'}>
              <TableCell component="th" scope="row">
                {row.funder || t('amounts.noFunder')}
              </TableCell>
              <TableCell align="right">{formatMoney(row.authorisedCents, { whole: true })}</TableCell>
              <TableCell align="right">{formatMoney(row.disbursedCents, { whole: true })}</TableCell>
              <TableCell align="right">
                {/* Loans funded by nobody have no funder filter to open: their count stays plain. */}
                {row.funderId === null ? (
                  row.disbursedCount
                ) : (
                  <FigureLink
                    to={loansLink(filters, { funderId: row.funderId, active: false })}
                    label={t('amounts.funderLoansLink', { funder: row.funder, count: row.disbursedCount })}
                  >
                    {row.disbursedCount}
                  </FigureLink>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Panel>
  )
}
