import AddIcon from '@mui/icons-material/Add'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import type { CreditPolicyTerms, creditPolicyTermsSchema } from '@mesa/contracts'
import type { ReactNode } from 'react'
import { useFieldArray, type Control } from 'react-hook-form'
import type { z } from 'zod'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../../components/form'
import { IntegerField } from './integer-field'

/** One editable list of the policy: a titled group of two-field rows, each removable, and a button to add one. */
function RowList(props: {
  title: string
  rows: Array<{ id: string }>
  disabled: boolean
  renderRow: (index: number) => ReactNode
  removeLabel: (index: number) => string
  onRemove: (index: number) => void
  addLabel: string
  onAdd: () => void
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {props.title}
      </Typography>
      {props.rows.map((row, index) => (
        <Box
          key={row.id}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr auto', alignItems: 'start' }}
        >
          {props.renderRow(index)}
          {!props.disabled && (
            <IconButton aria-label={props.removeLabel(index)} onClick={() => props.onRemove(index)}>
              <DeleteOutlineIcon />
            </IconButton>
          )}
        </Box>
      ))}
      {!props.disabled && (
        <Box>
          <Button startIcon={<AddIcon />} onClick={props.onAdd}>
            {props.addLabel}
          </Button>
        </Box>
      )}
    </Box>
  )
}

/** The policy's two lists: minimum down payment by vehicle age (percent), and authority limits by role (pesos). */
export function PolicyLists({
  control,
  disabled,
}: {
  control: Control<z.input<typeof creditPolicyTermsSchema>, unknown, CreditPolicyTerms>
  disabled: boolean
}) {
  const { t } = useTranslation('creditPolicy')
  const ages = useFieldArray({ control, name: 'minDownPaymentByVehicleAge' })
  const limits = useFieldArray({ control, name: 'authorityLimits' })
  const shared = { control, namespace: 'creditPolicy', idPrefix: 'policy', disabled } as const
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <RowList
        title={t('lists.downPayment')}
        rows={ages.fields}
        disabled={disabled}
        renderRow={(index) => (
          <>
            <IntegerField
              control={control}
              name={`minDownPaymentByVehicleAge.${index}.maxAgeYears`}
              label={t('fields.maxAgeYears')}
              disabled={disabled}
            />
            <FormField
              {...shared}
              kind="money"
              name={`minDownPaymentByVehicleAge.${index}.minDownPaymentBps`}
              label={t('fields.minDownPaymentPct')}
            />
          </>
        )}
        removeLabel={(index) => t('lists.removeAge', { n: index + 1 })}
        onRemove={ages.remove}
        addLabel={t('lists.addAge')}
        onAdd={() => ages.append({ maxAgeYears: Number.NaN, minDownPaymentBps: Number.NaN })}
      />
      <RowList
        title={t('lists.authority')}
        rows={limits.fields}
        disabled={disabled}
        renderRow={(index) => (
          <>
            <FormField {...shared} name={`authorityLimits.${index}.role`} label={t('fields.role')} />
            <FormField
              {...shared}
              kind="money"
              name={`authorityLimits.${index}.maxAmountCents`}
              label={t('fields.limitMxn')}
            />
          </>
        )}
        removeLabel={(index) => t('lists.removeRole', { n: index + 1 })}
        onRemove={limits.remove}
        addLabel={t('lists.addRole')}
        onAdd={() => limits.append({ role: '', maxAmountCents: Number.NaN })}
      />
    </Box>
  )
}
