import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { CONDUSEF, type Statement } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { formatDate, formatMoney, formatNumber, formatRate } from '../../../lib/format'
import { LoanFigures } from './loan-figures'

/**
 * What CONDUSEF's rules add to a statement (issue 33): the CAT and the rates, the period's interest and IVA,
 * insurance, charges, the next payment; then the notice naming the lender's UNE and CONDUSEF, and the RECA.
 */
export function StatementDisclosures({ statement }: { statement: Statement }) {
  const { t } = useTranslation('loanServicing')
  const { une } = statement.lender
  return (
    <Stack spacing={2}>
      <LoanFigures
        figures={[
          {
            label: t('loanServicing.statement.cat'),
            value: `${formatNumber(statement.catPct, undefined, 1)} %`,
          },
          {
            label: t('loanServicing.statement.rates'),
            value: `${formatRate(statement.annualRateBps)} / ${formatRate(statement.lateRateBps)}`,
          },
          { label: t('loanServicing.statement.interest'), value: formatMoney(statement.interestCents) },
          { label: t('loanServicing.statement.interestIva'), value: formatMoney(statement.interestIvaCents) },
          { label: t('loanServicing.statement.insurance'), value: formatMoney(statement.insuranceCents) },
          {
            label: t('loanServicing.statement.lateInterestIva'),
            value: formatMoney(statement.lateInterestIvaCents),
          },
          ...statement.charges.map((charge) => ({
            label: t(`loanServicing.statement.charge.${charge.kind}`, { date: formatDate(charge.on) }),
            value: `${formatMoney(charge.amountCents)} + ${formatMoney(charge.ivaCents)}`,
          })),
          {
            label: t('loanServicing.statement.nextDue'),
            value: statement.nextDueDate
              ? t('loanServicing.statement.nextDueValue', {
                  amount: formatMoney(statement.nextDueCents),
                  date: formatDate(statement.nextDueDate),
                })
              : t('loanServicing.statement.nothingDue'),
          },
        ]}
      />
      <Typography variant="body2" color="text.secondary">
        {t('loanServicing.statement.catLegend', { cat: formatNumber(statement.catPct, undefined, 1) })}
      </Typography>
      <Alert severity="info">
        <Typography variant="body2">
          {t('loanServicing.statement.notice', {
            head: une.head,
            address: une.address,
            phone: une.phone,
            email: une.email,
            hours: une.hours,
          })}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('loanServicing.statement.condusef', { phones: CONDUSEF.phones.join(' / '), web: CONDUSEF.web })}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
          {statement.recaNumber
            ? t('loanServicing.statement.reca', { number: statement.recaNumber })
            : t('loanServicing.statement.recaPending')}
        </Typography>
      </Alert>
    </Stack>
  )
}
