import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import type { FundingDetail } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format'

/** Every assignment of the application, newest first, with who assigned it and its SPEI disbursement. */
export function FundingHistory({ funding }: { funding: FundingDetail }) {
  const { t, i18n } = useTranslation('funding')
  const when = (iso: string) => formatDateTime(iso, i18n.language)
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('detail.history')}
        </Typography>
        {funding.history.length === 0 ? (
          <Typography color="text.secondary">{t('detail.noHistory')}</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={t('detail.history')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('detail.assignedAt')}</TableCell>
                  <TableCell>{t('detail.funder')}</TableCell>
                  <TableCell align="right">{t('detail.amount')}</TableCell>
                  <TableCell>{t('detail.assignmentStatus')}</TableCell>
                  <TableCell>{t('detail.disbursement')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {funding.history.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell>
                      {when(entry.assignedAt)}
                      <Typography variant="caption" color="text.secondary" component="p">
                        {entry.assignedBy?.fullName ?? '—'}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      {entry.funder.name}
                      <Typography variant="caption" color="text.secondary" component="p">
                        {entry.line.name}
                      </Typography>
                    </TableCell>
                    <TableCell align="right">{formatMoney(entry.amountCents)}</TableCell>
                    <TableCell>{t(`assignmentStatuses.${entry.status}`)}</TableCell>
                    <TableCell>
                      {entry.disbursement
                        ? t('detail.disbursedLine', {
                            date: formatDate(entry.disbursement.disbursedOn, i18n.language),
                            reference: entry.disbursement.speiReference,
                          })
                        : '—'}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  )
}
