import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { invoiceIssuer, type InvoiceResponse } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { useInvoiceFormat } from './invoice-format'
import { InvoiceStatusChip } from './invoice-status-chip'
import { InvoiceTotalsSummary } from './invoice-totals'

/** The invoice as it prints (the same document as the server's PDF): issuer, client, payment details, lines, totals. */
export function InvoiceDocument({ invoice, paymentDetails }: InvoiceResponse) {
  const { t } = useTranslation('invoices')
  const { money, date } = useInvoiceFormat()
  const detail = (label: string, value: string) => (
    <Stack direction="row" spacing={1}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 110 }}>
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Stack>
  )
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 4 } }}
      component="article"
      aria-label={t('preview.title', { id: invoice.id })}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Box>
          <Typography
            variant="h5"
            component="p"
            sx={(theme) => ({
              fontWeight: 700,
              // The brand's darker purple on paper; its light one on dark paper (both over 4.5:1).
              color: 'primary.dark',
              ...theme.applyStyles('dark', { color: 'primary.light' }),
            })}
          >
            {invoiceIssuer.name}
          </Typography>
          {[
            ...invoiceIssuer.addressLines,
            `RFC ${invoiceIssuer.rfc}`,
            invoiceIssuer.phone,
            invoiceIssuer.email,
          ].map((line) => (
            <Typography key={line} variant="body2" color="text.secondary">
              {line}
            </Typography>
          ))}
        </Box>
        <Box sx={{ textAlign: { sm: 'end' } }}>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            {t('preview.title', { id: invoice.id })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('fields.issuedDate')}: {date(invoice.issuedDate)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('fields.dueDate')}: {date(invoice.dueDate)}
          </Typography>
          <Box sx={{ mt: 1 }}>
            <InvoiceStatusChip status={invoice.invoiceStatus} />
          </Box>
        </Box>
      </Stack>
      <Divider sx={{ my: 3 }} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            {t('preview.billTo')}
          </Typography>
          {[
            invoice.client.name,
            invoice.client.company,
            invoice.client.address,
            invoice.client.country,
            invoice.client.contact,
            invoice.client.companyEmail,
          ].map((line, index) => (
            <Typography key={index} variant="body2" color="text.secondary">
              {line}
            </Typography>
          ))}
        </Box>
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            {t('preview.paymentDetails')}
          </Typography>
          {detail(t('preview.totalDue'), money(paymentDetails.totalDue))}
          {detail(t('preview.bankName'), paymentDetails.bankName)}
          {detail(t('preview.country'), paymentDetails.country)}
          {detail(t('preview.iban'), paymentDetails.iban)}
          {detail(t('preview.swiftCode'), paymentDetails.swiftCode)}
        </Box>
      </Stack>
      <Box sx={{ overflowX: 'auto', my: 3 }}>
        <Table size="small" aria-label={t('form.lines')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('fields.service')}</TableCell>
              <TableCell>{t('fields.description')}</TableCell>
              <TableCell align="right">{t('fields.quantity')}</TableCell>
              <TableCell align="right">{t('fields.price')}</TableCell>
              <TableCell align="right">{t('fields.discount')}</TableCell>
              <TableCell align="right">{t('fields.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {invoice.items.map((item, index) => (
              <TableRow key={index}>
                <TableCell>{t(`services.${item.service}`)}</TableCell>
                <TableCell>{item.description}</TableCell>
                {/* The printed invoice keeps its own format (see invoice-format.ts). */}
                <TableCell align="right">{item.quantity.toFixed(2)}</TableCell>
                <TableCell align="right">{money(item.priceCents)}</TableCell>
                <TableCell align="right">{item.discountPercent} %</TableCell>
                <TableCell align="right">{money(item.amountCents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ maxWidth: 420 }}>
          {invoice.note && (
            <>
              <Typography variant="subtitle2" component="h3">
                {t('fields.note')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                {invoice.note}
              </Typography>
            </>
          )}
        </Box>
        <InvoiceTotalsSummary
          totals={{
            subtotalCents: invoice.subtotal,
            discountCents: invoice.discount,
            taxableCents: invoice.subtotal - invoice.discount,
            taxCents: invoice.tax,
            totalCents: invoice.total,
          }}
          paid={{ paidCents: invoice.paid, balanceCents: invoice.balance }}
        />
      </Stack>
    </Paper>
  )
}
