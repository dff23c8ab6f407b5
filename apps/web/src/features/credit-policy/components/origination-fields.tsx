import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { creditPolicyTermsSchema } from '@mesa/contracts'
import {
  dayCounts,
  insuranceRenewals,
  noScoreRules,
  openingFeeTreatments,
  type CreditPolicyTerms,
} from '@mesa/contracts'
import type { Control } from 'react-hook-form'
import type { z } from 'zod'
import { useTranslation } from 'react-i18next'
import { FieldGrid, type GridFieldSpec } from '../../../components/form'

/**
 * Issue 30's per-product origination choices, and the day count of a broken first period: how the opening
 * fee is charged (deducted from the disbursement or with the first installment), what happens to an applicant
 * with no BC Score, what may be financed on top of the vehicle's price, and actual/360 or 30/360; issue 33's
 * renewal of financed insurance and the contract's RECA registration.
 */
const fields: GridFieldSpec<CreditPolicyTerms>[] = [
  {
    name: 'origination.openingFeeTreatment',
    labelKey: 'fields.openingFeeTreatment',
    kind: 'select',
    options: openingFeeTreatments,
    optionKey: 'options.openingFeeTreatment',
    size: 'half',
  },
  {
    name: 'origination.noScore',
    labelKey: 'fields.noScore',
    kind: 'select',
    options: noScoreRules,
    optionKey: 'options.noScore',
    size: 'half',
  },
  {
    name: 'dayCount',
    labelKey: 'fields.dayCount',
    kind: 'select',
    options: dayCounts,
    optionKey: 'options.dayCount',
    helperKey: 'help.dayCount',
    size: 'half',
  },
  {
    name: 'dueDatesOnBusinessDays',
    labelKey: 'fields.dueDatesOnBusinessDays',
    kind: 'checkbox',
    size: 'half',
  },
  {
    name: 'origination.financeInsurance',
    labelKey: 'fields.financeInsurance',
    kind: 'checkbox',
    size: 'half',
  },
  {
    name: 'origination.financeOpeningFee',
    labelKey: 'fields.financeOpeningFee',
    kind: 'checkbox',
    size: 'half',
  },
  // Issue 33: the renewal of financed insurance when the loan outlives the policy, and the RECA number.
  {
    name: 'insuranceRenewal',
    labelKey: 'fields.insuranceRenewal',
    kind: 'select',
    options: insuranceRenewals,
    optionKey: 'options.insuranceRenewal',
    helperKey: 'help.insuranceRenewal',
    size: 'half',
  },
  {
    name: 'recaNumber',
    labelKey: 'fields.recaNumber',
    kind: 'text',
    helperKey: 'help.recaNumber',
    size: 'half',
  },
]

export function OriginationFields(props: {
  control: Control<z.input<typeof creditPolicyTermsSchema>, unknown, CreditPolicyTerms>
  disabled: boolean
}) {
  const { t } = useTranslation('creditPolicy')
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1.5 }}>
        {t('groups.origination')}
      </Typography>
      <FieldGrid
        control={props.control}
        namespace="creditPolicy"
        idPrefix="policy"
        fields={fields}
        disabled={props.disabled}
        breakpoint="md"
      />
    </Box>
  )
}
