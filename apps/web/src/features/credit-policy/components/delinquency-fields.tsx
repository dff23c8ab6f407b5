import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { creditPolicyTermsSchema, CreditPolicyTerms } from '@mesa/contracts'
import { arrearsBuckets } from '@mesa/contracts'
import type { Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { FormField } from '../../../components/form'
import { IntegerField } from './integer-field'

type PolicyControl = Control<z.input<typeof creditPolicyTermsSchema>, unknown, CreditPolicyTerms>

/** The counts of the delinquency policy, each with what it does to a loan. */
const counts = [
  'accelerationAfterMissed',
  'delinquency.nonAccrualDays',
  'delinquency.sustainedPayments',
  'paymentBackdatingDays',
] as const

/** A bucket's three rates: probability of default, the same for a restructured loan, and severity. */
const rates = ['pdBps', 'restructuredPdBps', 'severityBps'] as const

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
}
/** The counts' labels are long ("días máximos de antigüedad de la fecha valor"): two to a row, never cut. */
const countsGrid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }

/**
 * Issue 33, delinquency and loss as policy: acceleration after N missed installments, non-accrual after N days
 * past due, the installments in a row that cure it, how far back a payment's value date may go, and the
 * provision table (PD, restructured PD and severity by arrears bucket) the provisions report multiplies by.
 * Its own fieldset, beside the charges' (another group may add charges there).
 */
export function DelinquencyFields(props: { control: PolicyControl; disabled: boolean }) {
  const { t } = useTranslation('creditPolicy')
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1.5 }}>
        {t('groups.delinquency')}
      </Typography>
      <Box sx={countsGrid}>
        {counts.map((name) => (
          <IntegerField
            key={name}
            control={props.control}
            name={name}
            label={t(`fields.${name}`)}
            helperText={t(`help.${name}`)}
            disabled={props.disabled}
          />
        ))}
      </Box>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 0.5 }}>
        {t('provisionTable.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('provisionTable.help')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {arrearsBuckets.map((bucket) => (
          <Box key={bucket} role="group" aria-label={t(`provisionTable.buckets.${bucket}`)} sx={grid}>
            <Typography variant="body2" sx={{ alignSelf: 'center' }}>
              {t(`provisionTable.buckets.${bucket}`)}
            </Typography>
            {rates.map((rate) => (
              <FormField
                key={rate}
                control={props.control}
                namespace="creditPolicy"
                idPrefix="policy"
                kind="money"
                name={`delinquency.provisionTable.${bucket}.${rate}`}
                label={t(`provisionTable.${rate}`)}
                disabled={props.disabled}
              />
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  )
}
