import Divider from '@mui/material/Divider'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { IVA_BASIS_POINTS, type InvoiceTotals } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { useInvoiceFormat } from './invoice-format'

interface InvoiceTotalsProps {
  totals: InvoiceTotals
  /** With payments: what was paid and the balance. */
  paid?: { paidCents: number; balanceCents: number }
}

/** Subtotal, discount, IVA and total (and paid and balance), the figures of contracts `invoiceTotals`. */
export function InvoiceTotalsSummary({ totals, paid }: InvoiceTotalsProps) {
  const { t } = useTranslation('invoices')
  const { money } = useInvoiceFormat()
  const row = (label: string, cents: number, strong = false) => (
    <Stack direction="row" spacing={3} sx={{ justifyContent: 'space-between' }}>
      <Typography
        variant="body2"
        color={strong ? 'text.primary' : 'text.secondary'}
        sx={{ fontWeight: strong ? 700 : 400 }}
      >
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 500, whiteSpace: 'nowrap' }}>
        {money(cents)}
      </Typography>
    </Stack>
  )
  return (
    <Stack spacing={1} sx={{ minWidth: 240 }} data-testid="invoice-totals">
      {row(t('totals.subtotal'), totals.subtotalCents)}
      {row(t('totals.discount'), totals.discountCents ? -totals.discountCents : 0)}
      {row(t('totals.tax', { rate: IVA_BASIS_POINTS / 100 }), totals.taxCents)}
      <Divider />
      {row(t('totals.total'), totals.totalCents, true)}
      {paid && row(t('totals.paid'), paid.paidCents)}
      {paid && row(t('totals.balance'), paid.balanceCents, true)}
    </Stack>
  )
}
