import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import Typography from '@mui/material/Typography'
import type { Premium } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../../lib/format'

/** Net premium, policy fee, financing surcharge, IVA and total, then the instalments. */
export function PremiumBreakdown({ premium }: { premium: Premium }) {
  const { t } = useTranslation('insurance')
  const line = (label: string, cents: number, strong = false) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography
        variant="body2"
        color={strong ? 'text.primary' : 'text.secondary'}
        sx={{ fontWeight: strong ? 600 : 400 }}
      >
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 600 : 400, fontVariantNumeric: 'tabular-nums' }}>
        {formatMoney(cents)}
      </Typography>
    </Box>
  )
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      {line(t('premium.net'), premium.netPremiumCents)}
      {line(t('premium.policyFee'), premium.policyFeeCents)}
      {line(t('premium.surcharge'), premium.financingSurchargeCents)}
      {line(t('premium.iva'), premium.ivaCents)}
      <Divider sx={{ my: 0.5 }} />
      {line(t('premium.total'), premium.totalCents, true)}
      {premium.installments > 1 && (
        <Typography variant="caption" color="text.secondary">
          {t('premium.installments', {
            n: premium.installments,
            first: formatMoney(premium.firstInstallmentCents),
            later: formatMoney(premium.laterInstallmentCents),
          })}
        </Typography>
      )}
    </Box>
  )
}
