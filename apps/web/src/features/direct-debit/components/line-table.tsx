import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { maskedAccount, type DebitLine, type DebitLineStatus } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../../lib/format'

const statusColor: Record<DebitLineStatus, 'default' | 'success' | 'error' | 'warning'> = {
  pending: 'default',
  collected: 'success',
  rejected: 'error',
  refused: 'warning',
}

/** A run's debits (cargos) in file order: loan, account's last four digits, amount, status and the reason. */
export function LineTable({ lines }: { lines: DebitLine[] }) {
  const { t } = useTranslation('directDebit')
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('lines.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('lines.sequence')}</TableCell>
            <TableCell>{t('lines.loan')}</TableCell>
            <TableCell>{t('lines.reference')}</TableCell>
            <TableCell>{t('lines.account')}</TableCell>
            <TableCell>{t('lines.holder')}</TableCell>
            <TableCell align="right">{t('lines.amount')}</TableCell>
            <TableCell>{t('lines.status')}</TableCell>
            <TableCell>{t('lines.reason')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.id}>
              <TableCell>{line.sequence}</TableCell>
              <TableCell>{line.loanId}</TableCell>
              <TableCell>{line.reference}</TableCell>
              <TableCell>
                {t(`accountKinds.${line.accountKind}`)} {maskedAccount(line.accountLast4)}
              </TableCell>
              <TableCell>{line.holderName}</TableCell>
              <TableCell align="right">{formatMoney(line.amountCents)}</TableCell>
              <TableCell>
                <Chip size="small" color={statusColor[line.status]} label={t(`statuses.${line.status}`)} />
              </TableCell>
              <TableCell>
                {line.reason ? t(`reasons.${line.reason}`, { defaultValue: line.reason }) : ''}
              </TableCell>
            </TableRow>
          ))}
          {lines.length === 0 && (
            <TableRow>
              <TableCell colSpan={8}>{t('lines.none')}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Box>
  )
}
