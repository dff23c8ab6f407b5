import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import type { InvoicePayment } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { useInvoiceFormat } from './invoice-format'

/** The payments recorded against the invoice, oldest first (not part of the printed document). */
export function InvoicePayments({ payments }: { payments: InvoicePayment[] }) {
  const { t } = useTranslation('invoices')
  const { money, date } = useInvoiceFormat()
  return (
    <Card sx={{ mt: 3, displayPrint: 'none' }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('payment.listTitle')}
        </Typography>
        {payments.length === 0 ? (
          <Typography color="text.secondary">{t('payment.none')}</Typography>
        ) : (
          <Table size="small" aria-label={t('payment.listTitle')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('payment.paidOn')}</TableCell>
                <TableCell>{t('payment.method')}</TableCell>
                <TableCell>{t('payment.note')}</TableCell>
                <TableCell>{t('payment.recordedBy')}</TableCell>
                <TableCell align="right">{t('payment.amount')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {payments.map((payment) => (
                <TableRow key={payment.id}>
                  <TableCell>{date(payment.paidOn)}</TableCell>
                  <TableCell>{t(`payment.methods.${payment.method}`)}</TableCell>
                  <TableCell>{payment.note}</TableCell>
                  <TableCell>{payment.recordedBy}</TableCell>
                  <TableCell align="right">{money(payment.amountCents)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  )
}
