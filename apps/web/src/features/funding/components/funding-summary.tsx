import Alert from '@mui/material/Alert'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import type { FundingDetail } from '@mesa/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate, formatMoney, formatRate } from '../../../lib/format'

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 6, md: 3 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body1" sx={{ fontWeight: 500 }}>
        {children}
      </Typography>
    </Grid>
  )
}

/** The authorised terms the funding follows, the contract, and whom the disbursement pays (the ally's CLABE). */
export function FundingSummary({ funding }: { funding: FundingDetail }) {
  const { t, i18n } = useTranslation('funding')
  const { terms, beneficiary, contract, application } = funding
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('detail.terms')}
        </Typography>
        {terms ? (
          <Grid container spacing={2}>
            <Figure label={t('detail.amount')}>{formatMoney(terms.amountCents)}</Figure>
            <Figure label={t('detail.term')}>{t('detail.months', { count: terms.termMonths })}</Figure>
            <Figure label={t('detail.rate')}>{formatRate(terms.annualRateBps)}</Figure>
            <Figure label={t('detail.downPayment')}>{formatMoney(terms.downPaymentCents)}</Figure>
            <Figure label={t('detail.score')}>{application.score ?? t('detail.noScore')}</Figure>
            <Figure label={t('detail.vehicle')}>
              {`${application.vehicle.make} ${application.vehicle.model} ${application.vehicle.year}`}
            </Figure>
            <Figure label={t('detail.contract')}>
              {contract
                ? `${contract.number}${contract.signedOn ? ` · ${t('detail.signedOn', { date: formatDate(contract.signedOn, i18n.language) })}` : ''}`
                : t('detail.noContract')}
            </Figure>
          </Grid>
        ) : (
          <Alert severity="warning">{t('detail.noTerms')}</Alert>
        )}
        <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 2 }}>
          {t('detail.beneficiary')}
        </Typography>
        {beneficiary.problem ? (
          <Alert severity="error">
            {t(`detail.beneficiaryProblems.${beneficiary.problem}`, { ally: beneficiary.allyName })}
          </Alert>
        ) : (
          <Grid container spacing={2}>
            <Figure label={t('detail.ally')}>{beneficiary.allyName}</Figure>
            <Figure label={t('detail.holder')}>{beneficiary.holderName}</Figure>
            <Figure label={t('detail.clabe')}>
              <span dir="ltr">{beneficiary.clabe}</span>
            </Figure>
            <Figure label={t('detail.bank')}>{beneficiary.bankName ?? beneficiary.bankCode}</Figure>
          </Grid>
        )}
      </CardContent>
    </Card>
  )
}
