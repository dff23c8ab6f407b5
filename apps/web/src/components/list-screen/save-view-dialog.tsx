import Stack from '@mui/material/Stack'
import { savedViewInputSchema } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { CheckboxField, FormField, useContractForm } from '../form'
import { FormDialog } from '../form-dialog'

/** What the person decides here; the screen and its query are the list's own. */
const viewFormSchema = savedViewInputSchema.pick({ name: true, shared: true, isDefault: true })
type Values = z.output<typeof viewFormSchema>

/** Names the list as it is now and says whether the role shares it and whether it opens by default. */
export function SaveViewDialog(props: {
  busy: boolean
  onClose: () => void
  onSave: (values: Values) => Promise<unknown>
}) {
  const { t } = useTranslation()
  // The common namespace (lib/error-text): the list screens belong to no feature.
  const form = useContractForm(viewFormSchema, {
    namespace: 'translation',
    defaultValues: { name: '', shared: false, isDefault: false },
  })
  const submit = form.handleSubmit(async (values) => {
    form.clearServerError()
    try {
      await props.onSave(values)
    } catch (error) {
      form.failWith(error)
    }
  })
  return (
    <FormDialog
      open
      maxWidth="xs"
      title={t('savedViews.saveTitle')}
      submitLabel={t('savedViews.saveButton')}
      busy={props.busy || form.formState.isSubmitting}
      error={form.serverError}
      onSubmit={(event) => void submit(event)}
      onClose={props.onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormField
          control={form.control}
          name="name"
          autoFocus
          maxLength={60}
          label={t('savedViews.name')}
          helperText=" "
        />
        <CheckboxField control={form.control} name="shared" variant="switch" label={t('savedViews.shared')} />
        <CheckboxField
          control={form.control}
          name="isDefault"
          variant="switch"
          label={t('savedViews.default')}
        />
      </Stack>
    </FormDialog>
  )
}
