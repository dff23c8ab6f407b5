import Chip from '@mui/material/Chip'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import type { Installment } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { formatDate, formatMoney } from '../../../lib/format'

/** Dark fills with white text (AA contrast in both themes); a due installment is a plain outlined chip. */
const stateFill = { paid: '#1B5E20', partial: '#01579B', overdue: '#B71C1C', due: undefined } as const

/** The schedule as the ledger stands today (re-amortised after prepayments), each installment's state. */
export function ScheduleTable({ rows, label }: { rows: Installment[]; label: string }) {
  const { t, i18n } = useTranslation('loanServicing')
  return (
    // Scrolls on its own: focusable, so a keyboard can scroll it too (WCAG 2.1.1).
    <TableContainer sx={{ maxHeight: 420 }} tabIndex={0} role="region" aria-label={label}>
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('loanServicing.schedule.n')}</TableCell>
            <TableCell>{t('loanServicing.schedule.dueDate')}</TableCell>
            <TableCell align="right">{t('loanServicing.schedule.principal')}</TableCell>
            <TableCell align="right">{t('loanServicing.schedule.interest')}</TableCell>
            <TableCell align="right">{t('loanServicing.schedule.iva')}</TableCell>
            <TableCell align="right">{t('loanServicing.schedule.total')}</TableCell>
            <TableCell align="right">{t('loanServicing.schedule.paid')}</TableCell>
            <TableCell>{t('loanServicing.schedule.state')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.n}>
              <TableCell>{row.n}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(`${row.dueDate}T12:00:00`, i18n.language)}
              </TableCell>
              <TableCell align="right">{formatMoney(row.principalCents)}</TableCell>
              <TableCell align="right">{formatMoney(row.interestCents)}</TableCell>
              <TableCell align="right">{formatMoney(row.ivaCents)}</TableCell>
              <TableCell align="right">{formatMoney(row.totalCents)}</TableCell>
              <TableCell align="right">{formatMoney(row.paidCents)}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant={row.state === 'due' ? 'outlined' : 'filled'}
                  sx={stateFill[row.state] ? { bgcolor: stateFill[row.state], color: '#fff' } : undefined}
                  label={t(`loanServicing.installmentStates.${row.state}`)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
