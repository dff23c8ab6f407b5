import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Grid from '@mui/material/Grid'
import { commissionFigures, commissionRuleInputSchema, type CommissionRule } from '@mesa/contracts'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { FieldGrid, useContractForm, type GridFieldSpec } from '../../../components/form'
import { FormDialog } from '../../../components/form-dialog'
import { formatMoney } from '../../../lib/format'
import { useSaveRule } from '../api/commissions'

type RuleValues = z.input<typeof commissionRuleInputSchema>
/** The rate is typed as a percent and held in basis points, floor and cap as pesos held in centavos: hundredths all. */
const fields: GridFieldSpec<RuleValues>[] = [
  { name: 'rateBps', labelKey: 'rules.ratePercent', kind: 'money' },
  { name: 'minimumCents', labelKey: 'rules.minimumPesos', kind: 'money' },
  { name: 'maximumCents', labelKey: 'rules.maximumPesos', kind: 'money' },
  { name: 'active', labelKey: 'rules.active', kind: 'switch' },
]
/** The example the dialog prices: $250,000 financed. */
const EXAMPLE_CENTS = 25_000_000

/** Edit an ally type's rule: rate in percent (stored in basis points), floor and cap in pesos. */
export function RuleDialog({
  allyType,
  rule,
  onClose,
}: {
  allyType: string
  rule: CommissionRule | null
  onClose: () => void
}) {
  const { t } = useTranslation('vehicles')
  const save = useSaveRule()
  const form = useContractForm(commissionRuleInputSchema, {
    namespace: 'vehicles',
    defaultValues: {
      rateBps: rule?.rateBps ?? 100,
      minimumCents: rule?.minimumCents ?? null,
      maximumCents: rule?.maximumCents ?? null,
      active: rule?.active ?? true,
      version: rule?.version ?? null,
    },
  })
  // The example follows what is typed, once the rule it makes is valid.
  const typed = commissionRuleInputSchema.safeParse(useWatch({ control: form.control }))
  const example = typed.success ? commissionFigures(EXAMPLE_CENTS, typed.data) : null
  const submit = form.handleSubmit(async (body) => {
    form.clearServerError()
    try {
      await save.mutateAsync({ allyType, body })
      onClose()
    } catch (failure) {
      form.failWith(failure)
    }
  })
  return (
    <FormDialog
      open
      title={t('rules.dialogTitle', { type: allyType })}
      submitLabel={t('form.save')}
      busy={save.isPending}
      error={form.serverError}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      maxWidth="xs"
    >
      <Box sx={{ pt: 1 }}>
        <FieldGrid control={form.control} namespace="vehicles" fields={fields} idPrefix="commission-rule">
          {example && (
            <Grid size={12}>
              <Alert severity="info">
                {t('rules.example', {
                  financed: formatMoney(EXAMPLE_CENTS),
                  base: formatMoney(example.baseCents),
                  iva: formatMoney(example.ivaCents),
                  total: formatMoney(example.totalCents),
                })}
              </Alert>
            </Grid>
          )}
        </FieldGrid>
      </Box>
    </FormDialog>
  )
}
