import Card from '@mui/material/Card'
import CardHeader from '@mui/material/CardHeader'
import Link from '@mui/material/Link'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import type { ImportSummary } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { ImportStatusChip } from './import-status-chip'
import { formatDateTime, formatNumber } from '../../../lib/format'

/** My last imports (at most 20, newest first), each linked to its page. */
export function RecentImports({ imports }: { imports: ImportSummary[] }) {
  const { t, i18n } = useTranslation('imports')
  const number = (value: number) => formatNumber(value, i18n.language)
  return (
    <Card>
      <CardHeader title={t('recent.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      {imports.length === 0 ? (
        <Typography sx={{ px: 2, pb: 2 }}>{t('recent.empty')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('recent.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('recent.file')}</TableCell>
                <TableCell>{t('recent.date')}</TableCell>
                <TableCell>{t('recent.status')}</TableCell>
                <TableCell align="right">{t('counts.total')}</TableCell>
                <TableCell align="right">{t('counts.created')}</TableCell>
                <TableCell align="right">{t('counts.updated')}</TableCell>
                <TableCell align="right">{t('counts.rejected')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {imports.map((item) => (
                <TableRow key={item.id}>
                  <TableCell>
                    <Link component={RouterLink} to={`/apps/imports/${item.id}`} color="primary.dark">
                      {item.fileName}
                    </Link>
                  </TableCell>
                  <TableCell>{formatDateTime(item.createdAt, i18n.language)}</TableCell>
                  <TableCell>
                    <ImportStatusChip status={item.status} />
                  </TableCell>
                  <TableCell align="right">{number(item.totalRows)}</TableCell>
                  <TableCell align="right">{number(item.created)}</TableCell>
                  <TableCell align="right">{number(item.updated)}</TableCell>
                  <TableCell align="right">{number(item.rejected)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Card>
  )
}
