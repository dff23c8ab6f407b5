import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import type { ProvisionReport } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { formatMoney, formatNumber, formatPercent } from '../../../lib/format'

/** The provisions by arrears bucket and their totals (the totals are the rows' sums). */
export function ProvisionsTable({ report }: { report: ProvisionReport }) {
  const { t, i18n } = useTranslation('loanServicing')
  const label = t('loanServicing.provisions.table')
  const cells = (row: ProvisionReport['totals']) => (
    <>
      <TableCell align="right">{formatNumber(row.loans, i18n.language)}</TableCell>
      <TableCell align="right">{formatMoney(row.exposureCents)}</TableCell>
      <TableCell align="right">{formatMoney(row.provisionCents)}</TableCell>
      <TableCell align="right">{formatPercent(row.coverage, i18n.language, 2)}</TableCell>
    </>
  )
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('loanServicing.provisions.bucket')}</TableCell>
            <TableCell align="right">{t('loanServicing.provisions.loans')}</TableCell>
            <TableCell align="right">{t('loanServicing.provisions.exposure')}</TableCell>
            <TableCell align="right">{t('loanServicing.provisions.provision')}</TableCell>
            <TableCell align="right">{t('loanServicing.provisions.coverage')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.rows.map((row) => (
            <TableRow key={row.bucket}>
              <TableCell>{t(`loanServicing.buckets.${row.bucket}`)}</TableCell>
              {cells(row)}
            </TableRow>
          ))}
          <TableRow sx={{ '& td': { fontWeight: 700 } }}>
            <TableCell>{t('loanServicing.provisions.total')}</TableCell>
            {cells(report.totals)}
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  )
}
