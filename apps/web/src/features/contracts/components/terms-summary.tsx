import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ContractTerms } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { formatMoney, formatPercent, formatRate } from '../../../lib/format'

/** The carátula's figures as the contract states them: CAT (sin IVA), rates, fee, payment, totals. */
export function TermsSummary({ terms }: { terms: ContractTerms }) {
  const { t, i18n } = useTranslation('contracts')
  const rows: Array<[string, string]> = [
    ['cat', formatPercent(terms.catPct / 100, i18n.language, 1)],
    ['annualRate', formatRate(terms.annualRateBps, i18n.language)],
    ['moratoryRate', formatRate(terms.moratoryRateBps, i18n.language)],
    ['amount', formatMoney(terms.amountCents)],
    ['downPayment', formatMoney(terms.downPaymentCents)],
    ['openingFee', `${formatMoney(terms.openingFeeCents)} + ${formatMoney(terms.openingFeeIvaCents)}`],
    ['payment', formatMoney(terms.paymentWithIvaCents)],
    ['payments', String(terms.termMonths)],
    [
      'insurance',
      terms.insuranceMonthlyCents > 0 ? formatMoney(terms.insuranceMonthlyCents) : t('terms.notFinanced'),
    ],
    ['totalPaid', formatMoney(terms.totalPaidCents)],
  ]
  return (
    <Box>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' }, columnGap: 3, m: 0 }}
      >
        {rows.map(([key, value]) => (
          <Box key={key} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(`terms.${key}`)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {t('terms.catLegend')}
      </Typography>
    </Box>
  )
}
