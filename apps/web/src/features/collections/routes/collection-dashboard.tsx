import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import type { CollectorFigures } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { ScreenHeader } from '../../../components/list-screen'
import { QueryState } from '../../../components/query-state'
import { formatDate, formatMoney, formatNumber, formatPercent } from '../../../lib/format'
import { useCollectionDashboard } from '../api/get-dashboard'
import { deskPaths } from '../components/desk-words'
import { FigureCards } from '../components/figure-cards'

/** Kept promises over those decided (kept or broken) this month; null before any was decided. */
const keptRate = (row: CollectorFigures) => {
  const decided = row.promisesKept + row.promisesBroken
  return decided === 0 ? null : row.promisesKept / decided
}

/**
 * /apps/cobranza/tablero: the collector's day (assigned, reached today, promises due today, recovered this
 * month) and, for a supervisor, each collector's workload, kept-promise rate and amounts recovered.
 */
export function Component() {
  const { t, i18n } = useTranslation('collections')
  const language = i18n.language
  const dashboard = useCollectionDashboard()
  const data = dashboard.data
  return (
    <>
      <ScreenHeader
        title={t('dashboard.title')}
        subtitle={
          data ? t('dashboard.subtitle', { date: formatDate(data.businessDate, language) }) : undefined
        }
        actions={
          <Button component={RouterLink} to={deskPaths.queue} variant="contained">
            {t('dashboard.toQueue')}
          </Button>
        }
      />
      <QueryState query={dashboard} loadingLabel={t('dashboard.loading')} namespace="collections" />
      {data && (
        <Stack spacing={3}>
          <FigureCards figures={data.mine} />
          {data.collectors && (
            <Card component="section" aria-labelledby="desk-collectors">
              <CardContent>
                <Typography id="desk-collectors" variant="h6" component="h2">
                  {t('dashboard.collectorsTitle')}
                </Typography>
              </CardContent>
              <TableContainer>
                <Table size="small" aria-labelledby="desk-collectors">
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('columns.collector')}</TableCell>
                      <TableCell align="right">{t('dashboard.figures.assigned')}</TableCell>
                      <TableCell align="right">{t('columns.balance')}</TableCell>
                      <TableCell align="right">{t('dashboard.figures.contactedToday')}</TableCell>
                      <TableCell align="right">{t('dashboard.keptRate')}</TableCell>
                      <TableCell align="right">{t('dashboard.figures.recovered')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.collectors.map((row) => (
                      <TableRow key={row.collectorId ?? 'none'}>
                        <TableCell>{row.collectorName ?? t('queue.unassigned')}</TableCell>
                        <TableCell align="right">{formatNumber(row.assigned, language)}</TableCell>
                        <TableCell align="right">{formatMoney(row.balanceCents)}</TableCell>
                        <TableCell align="right">{formatNumber(row.contactedToday, language)}</TableCell>
                        <TableCell align="right">
                          {keptRate(row) === null
                            ? t('dashboard.noDecided')
                            : t('dashboard.keptOf', {
                                rate: formatPercent(keptRate(row), language),
                                kept: row.promisesKept,
                                decided: row.promisesKept + row.promisesBroken,
                              })}
                        </TableCell>
                        <TableCell align="right">{formatMoney(row.recoveredThisMonthCents)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            </Card>
          )}
        </Stack>
      )}
    </>
  )
}
