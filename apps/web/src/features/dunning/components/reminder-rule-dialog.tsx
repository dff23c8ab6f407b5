import Alert from '@mui/material/Alert'
import Grid from '@mui/material/Grid'
import { creditProducts, dunningChannels, letterKinds, type DunningRule } from '@mesa/contracts'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useContractForm, type GridFieldSpec } from '../../../components/form'
import { GridFormDialog } from '../../../components/grid-form-dialog'
import { useDunningTemplates, useSaveDunningRule } from '../api/reminder-rules'
import { fieldOf, ruleFormSchema, valuesOf, type RuleValues } from './rule-form-values'

/**
 * Creates or edits a reminder rule: when (days past due, or before the due date), how (a WhatsApp template, an
 * e-mail with its text, or a letter) and for which products. Only approved templates are offered: WhatsApp lets
 * a business write outside the customer's 24-hour window with those alone.
 */
export function RuleDialog({ rule, onClose }: { rule: DunningRule | null; onClose: () => void }) {
  const { t } = useTranslation('dunning')
  const save = useSaveDunningRule()
  const templates = useDunningTemplates()
  const form = useContractForm(ruleFormSchema(rule?.allyIds ?? []), {
    namespace: 'dunning',
    checkFieldOf: fieldOf,
    defaultValues: valuesOf(rule),
  })
  const channel = useWatch({ control: form.control, name: 'channel' })
  const fields: GridFieldSpec<RuleValues>[] = [
    { name: 'name', labelKey: 'fields.name', required: true },
    {
      name: 'offsetDays',
      labelKey: 'fields.offsetDays',
      size: 'half',
      inputMode: 'numeric',
      required: true,
      helperKey: 'fields.offsetDaysHelp',
    },
    {
      name: 'channel',
      labelKey: 'fields.channel',
      kind: 'select',
      size: 'half',
      options: dunningChannels,
      optionKey: 'channels',
      required: true,
    },
    channel === 'letter'
      ? {
          name: 'letterKind',
          labelKey: 'fields.letterKind',
          kind: 'select',
          options: letterKinds,
          optionKey: 'letterKinds',
          required: true,
        }
      : {
          name: 'templateId',
          labelKey: 'fields.template',
          kind: 'select',
          numeric: true,
          options: (templates.data ?? []).map((template) => ({ value: template.id, label: template.name })),
          required: true,
          helperKey: 'fields.templateHelp',
        },
    ...creditProducts.map((product) => ({
      name: product,
      labelKey: `products.${product}`,
      kind: 'checkbox' as const,
      size: 'third' as const,
    })),
    { name: 'active', labelKey: 'fields.active', kind: 'switch' },
  ]
  return (
    <GridFormDialog
      form={form}
      title={rule ? t('dialog.edit', { name: rule.name }) : t('dialog.create')}
      submitLabel={t('dialog.save')}
      busy={save.isPending}
      namespace="dunning"
      fields={fields}
      idPrefix="dunning-rule"
      send={async (body) => {
        await save.mutateAsync({ id: rule?.id ?? null, body: { ...body, version: rule?.version ?? null } })
        onClose()
      }}
      onClose={onClose}
    >
      <Grid size={12}>
        <Alert severity="info">{t('dialog.productsHelp')}</Alert>
      </Grid>
    </GridFormDialog>
  )
}
