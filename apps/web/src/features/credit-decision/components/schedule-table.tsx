import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import type { ScheduleLine } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { formatDate, formatMoney } from '../../../lib/format'

const moneyColumns = [
  'paymentCents',
  'interestCents',
  'ivaCents',
  'principalCents',
  'insuranceCents',
  'totalCents',
  'balanceCents',
] as const

/** The amortisation schedule from the engine: one row per monthly payment, in centavos shown as pesos. */
export function ScheduleTable({
  schedule,
  maxHeight = 420,
}: {
  schedule: ScheduleLine[]
  maxHeight?: number | 'none'
}) {
  const { t, i18n } = useTranslation('creditDecision')
  return (
    <TableContainer sx={{ maxHeight }} tabIndex={0} aria-label={t('committee.schedule.title')}>
      <Table size="small" stickyHeader>
        <TableHead>
          <TableRow>
            <TableCell>{t('committee.schedule.n')}</TableCell>
            <TableCell>{t('committee.schedule.date')}</TableCell>
            {moneyColumns.map((column) => (
              <TableCell key={column} align="right">
                {t(`committee.schedule.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {schedule.map((line) => (
            <TableRow key={line.n}>
              <TableCell>{line.n}</TableCell>
              <TableCell>{line.date ? formatDate(`${line.date}T12:00:00`, i18n.language) : '—'}</TableCell>
              {moneyColumns.map((column) => (
                <TableCell key={column} align="right">
                  {formatMoney(line[column])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
