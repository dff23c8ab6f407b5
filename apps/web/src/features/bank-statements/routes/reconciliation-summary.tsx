import Alert from '@mui/material/Alert'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FilterDate, ScreenHeader } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { formatDate, formatMoney, formatNumber } from '../../../lib/format'
import { useSummary } from '../api/lines'

/**
 * /apps/tesoreria/conciliacion/resumen (read bank_statement): by value date, what the statements' credit lines
 * became: posted as payments, waiting in the queue, returned to the payer (the last 30 days unless a range).
 */
export function Component() {
  const { t, i18n } = useTranslation('bankStatements')
  const { callText } = useErrorText('bankStatements')
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const summary = useSummary({ from, to })
  const number = (value: number) => formatNumber(value, i18n.language)
  const cell = (count: number, cents: number) => (
    <>
      {formatMoney(cents)}
      <Typography variant="caption" color="text.secondary" component="p">
        {t('summary.lines', { formatted: number(count) })}
      </Typography>
    </>
  )
  return (
    <Stack spacing={2}>
      <ScreenHeader title={t('summary.title')} subtitle={t('summary.subtitle')} />
      <Card>
        <CardContent>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
            <FilterDate id="summary-from" label={t('summary.from')} value={from} onChange={setFrom} />
            <FilterDate id="summary-to" label={t('summary.to')} value={to} onChange={setTo} />
          </Stack>
          {summary.isPending && <LinearProgress aria-label={t('detail.loading')} />}
          {summary.isError && <Alert severity="error">{callText(summary.error)}</Alert>}
          {summary.data && (
            <TableContainer>
              <Table size="small" aria-label={t('summary.title')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('summary.day')}</TableCell>
                    <TableCell align="right">{t('summary.posted')}</TableCell>
                    <TableCell align="right">{t('summary.waiting')}</TableCell>
                    <TableCell align="right">{t('summary.returned')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {summary.data.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={4}>{t('summary.empty')}</TableCell>
                    </TableRow>
                  )}
                  {summary.data.map((day) => (
                    <TableRow key={day.day}>
                      <TableCell>{formatDate(day.day, i18n.language)}</TableCell>
                      <TableCell align="right">{cell(day.postedCount, day.postedCents)}</TableCell>
                      <TableCell align="right">{cell(day.waitingCount, day.waitingCents)}</TableCell>
                      <TableCell align="right">{cell(day.returnedCount, day.returnedCents)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </CardContent>
      </Card>
    </Stack>
  )
}
