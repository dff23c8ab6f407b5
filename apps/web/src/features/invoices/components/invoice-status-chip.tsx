import Chip from '@mui/material/Chip'
import type { Theme } from '@mui/material/styles'
import type { InvoiceStatus } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'

/** One colour per status (spec §4); darker shades in light mode and light ones in dark mode (WCAG AA text). */
const statusColours: Record<InvoiceStatus, { light: string; dark: string }> = {
  Draft: { light: '#5D596C', dark: '#B6B3CF' },
  Sent: { light: '#5A4FD6', dark: '#B3ADFF' },
  Downloaded: { light: '#00677A', dark: '#6FD6EA' },
  'Partial Payment': { light: '#8A4B00', dark: '#FFB870' },
  Paid: { light: '#1B6B2F', dark: '#81C995' },
  'Past Due': { light: '#B3261E', dark: '#FFB4AB' },
}

export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('invoices')
  const colour = statusColours[status]
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t(`status.${status}`)}
      sx={(theme: Theme) => ({
        color: colour.light,
        borderColor: colour.light,
        ...theme.applyStyles('dark', { color: colour.dark, borderColor: colour.dark }),
      })}
    />
  )
}

/** The balance: settled (zero), owed (positive) or overpaid (negative, spec §3), each worded and coloured. */
export function InvoiceBalance({ balance, text }: { balance: number; text: string }) {
  const { t } = useTranslation('invoices')
  if (balance === 0)
    return (
      <Chip size="small" label={t('balance.settled')} sx={{ bgcolor: '#1B6B2F', color: 'common.white' }} />
    )
  return (
    <span title={balance < 0 ? t('balance.overpaid') : undefined}>
      {text}
      {balance < 0 && ` (${t('balance.overpaid')})`}
    </span>
  )
}
