import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { creditPolicyTermsSchema } from '@mesa/contracts'
import { allocationStrategies, defaultEventFees, type CreditPolicyTerms } from '@mesa/contracts'
import type { Control } from 'react-hook-form'
import type { z } from 'zod'
import { useTranslation } from 'react-i18next'
import { FieldGrid, type GridFieldSpec } from '../../../components/form'

/**
 * Issue 33, products as data: the order a payment is allocated in (a named strategy each new loan keeps) and
 * the product's fixed charges before IVA: the late-payment fee and the collection fee, and which one a missed
 * installment carries (never both: Banxico's Circular 22/2010).
 */
const fields: GridFieldSpec<CreditPolicyTerms>[] = [
  {
    name: 'allocationStrategy',
    labelKey: 'fields.allocationStrategy',
    kind: 'select',
    options: allocationStrategies,
    optionKey: 'options.allocationStrategy',
    helperKey: 'help.allocationStrategy',
    size: 'full',
  },
  {
    name: 'charges.latePaymentFeeCents',
    labelKey: 'fields.latePaymentFeeCents',
    kind: 'money',
    helperKey: 'help.latePaymentFeeCents',
    size: 'half',
  },
  {
    name: 'charges.collectionFeeCents',
    labelKey: 'fields.collectionFeeCents',
    kind: 'money',
    helperKey: 'help.collectionFeeCents',
    size: 'half',
  },
  {
    name: 'charges.defaultEventFee',
    labelKey: 'fields.defaultEventFee',
    kind: 'select',
    options: defaultEventFees,
    optionKey: 'options.defaultEventFee',
    helperKey: 'help.defaultEventFee',
    size: 'full',
  },
]

export function ChargesFields(props: {
  control: Control<z.input<typeof creditPolicyTermsSchema>, unknown, CreditPolicyTerms>
  disabled: boolean
}) {
  const { t } = useTranslation('creditPolicy')
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1.5 }}>
        {t('groups.servicing')}
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
