import { funderInputSchema, funderKinds, type Funder } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { useContractForm, type GridFieldSpec } from '../../../components/form'
import { useSaveFunder } from '../api/funders'
import { GridFormDialog } from '../../../components/grid-form-dialog'

type FunderValues = z.input<typeof funderInputSchema>

/** Creates a funder or edits one (administrators); an edit carries the version read (stale → 409). */
export function FunderDialog(props: {
  funder: Funder | null
  onClose: () => void
  onSaved: (funder: Funder) => void
}) {
  const { t } = useTranslation('funding')
  const save = useSaveFunder()
  const { funder } = props
  const form = useContractForm(funderInputSchema, {
    namespace: 'funding',
    defaultValues: {
      name: funder?.name ?? '',
      kind: funder?.kind ?? 'bank',
      contactName: funder?.contactName ?? '',
      contactEmail: funder?.contactEmail ?? '',
      active: funder?.active ?? true,
    },
  })
  const fields: GridFieldSpec<FunderValues>[] = [
    { name: 'name', labelKey: 'funders.fields.name', required: true },
    { name: 'kind', labelKey: 'funders.fields.kind', options: funderKinds, optionKey: 'kinds', size: 'half' },
    { name: 'active', labelKey: 'funders.fields.active', kind: 'switch', size: 'half' },
    { name: 'contactName', labelKey: 'funders.fields.contactName', size: 'half' },
    { name: 'contactEmail', labelKey: 'funders.fields.contactEmail', type: 'email', size: 'half' },
  ]
  return (
    <GridFormDialog
      form={form}
      title={funder ? t('funders.edit', { name: funder.name }) : t('funders.create')}
      submitLabel={t('actions.save')}
      namespace="funding"
      fields={fields}
      idPrefix="funder"
      send={async (values) => {
        props.onSaved(
          await save.mutateAsync({
            id: funder?.id ?? null,
            body: funder ? { ...values, version: funder.version } : values,
          }),
        )
      }}
      onClose={props.onClose}
    />
  )
}
