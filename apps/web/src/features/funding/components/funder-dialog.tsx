import Box from '@mui/material/Box'
import { funderInputSchema, funderKinds, type Funder } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { FieldGrid, useContractForm, type GridFieldSpec } from '../../../components/form'
import { useSaveFunder } from '../api/funders'
import { FormDialog } from '../../../components/form-dialog'

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
  const submit = form.handleSubmit(async (values) => {
    form.clearServerError()
    try {
      props.onSaved(
        await save.mutateAsync({
          id: funder?.id ?? null,
          body: funder ? { ...values, version: funder.version } : values,
        }),
      )
    } catch (failure) {
      form.failWith(failure)
    }
  })
  return (
    <FormDialog
      open
      title={funder ? t('funders.edit', { name: funder.name }) : t('funders.create')}
      submitLabel={t('actions.save')}
      busy={form.formState.isSubmitting}
      error={form.serverError}
      onSubmit={(event) => void submit(event)}
      onClose={props.onClose}
    >
      <Box sx={{ pt: 1 }}>
        <FieldGrid control={form.control} namespace="funding" fields={fields} idPrefix="funder" />
      </Box>
    </FormDialog>
  )
}
