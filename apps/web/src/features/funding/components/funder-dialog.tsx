import { zodResolver } from '@hookform/resolvers/zod'
import Box from '@mui/material/Box'
import { funderInputSchema, funderKinds, type Funder } from '@mesa/contracts'
import { useForm, type Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FieldGrid, type GridFieldSpec } from '../../../components/form'
import { useSaveFunder } from '../api/funders'
import { FormDialog } from '../../../components/form-dialog'
import { useFormErrors } from './use-form-errors'

interface FunderValues {
  name: string
  kind: string
  contactName: string
  contactEmail: string
  active: boolean
}
const fieldNames = ['name', 'kind', 'contactName', 'contactEmail', 'active'] as const

/** Creates a funder or edits one (administrators); an edit carries the version read (stale → 409). */
export function FunderDialog(props: {
  funder: Funder | null
  onClose: () => void
  onSaved: (funder: Funder) => void
}) {
  const { t } = useTranslation('funding')
  const save = useSaveFunder()
  const { funder } = props
  const form = useForm<FunderValues>({
    resolver: zodResolver(funderInputSchema as never) as unknown as Resolver<FunderValues>,
    defaultValues: {
      name: funder?.name ?? '',
      kind: funder?.kind ?? 'bank',
      contactName: funder?.contactName ?? '',
      contactEmail: funder?.contactEmail ?? '',
      active: funder?.active ?? true,
    },
  })
  const errors = useFormErrors(form, fieldNames)
  const fields: GridFieldSpec<FunderValues>[] = [
    { name: 'name', labelKey: 'funders.fields.name', required: true },
    { name: 'kind', labelKey: 'funders.fields.kind', options: funderKinds, optionKey: 'kinds', size: 'half' },
    { name: 'active', labelKey: 'funders.fields.active', kind: 'switch', size: 'half' },
    { name: 'contactName', labelKey: 'funders.fields.contactName', size: 'half' },
    { name: 'contactEmail', labelKey: 'funders.fields.contactEmail', type: 'email', size: 'half' },
  ]
  const submit = form.handleSubmit(async (values) => {
    errors.clear()
    try {
      const body = { ...values, kind: values.kind as Funder['kind'] }
      props.onSaved(
        await save.mutateAsync({
          id: funder?.id ?? null,
          body: funder ? { ...body, version: funder.version } : body,
        }),
      )
    } catch (failure) {
      errors.fail(failure)
    }
  })
  return (
    <FormDialog
      open
      title={funder ? t('funders.edit', { name: funder.name }) : t('funders.create')}
      submitLabel={t('actions.save')}
      busy={form.formState.isSubmitting}
      error={errors.error}
      onSubmit={(event) => void submit(event)}
      onClose={props.onClose}
    >
      <Box sx={{ pt: 1 }}>
        <FieldGrid control={form.control} namespace="funding" fields={fields} idPrefix="funder" />
      </Box>
    </FormDialog>
  )
}
