import Box from '@mui/material/Box'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatFolio } from '../../../lib/format'

export interface AccountRow {
  applicationId: number
  folio: number
  name: string
}

/**
 * A small table of accounts (folio, customer, then the columns `extra` names): the failures and each list of
 * differences are one.
 */
export function AccountTable<Row extends AccountRow>({
  label,
  rows,
  empty,
  extra,
}: {
  label: string
  rows: Row[]
  empty: string
  extra: Array<{ header: string; cell: (row: Row) => ReactNode }>
}) {
  const { t, i18n } = useTranslation('bureau-reporting')
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.folio')}</TableCell>
            <TableCell>{t('columns.customer')}</TableCell>
            {extra.map((column) => (
              <TableCell key={column.header}>{column.header}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.applicationId}>
              <TableCell>{formatFolio(row.folio, i18n.language)}</TableCell>
              <TableCell>{row.name}</TableCell>
              {extra.map((column) => (
                <TableCell key={column.header}>{column.cell(row)}</TableCell>
              ))}
            </TableRow>
          ))}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={2 + extra.length}>{empty}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Box>
  )
}
