import { categoryInputSchema } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { FieldGrid, useContractForm } from '../../../components/form'
import { FormDialog } from '../../../components/form-dialog'
import { useCreateCategory } from '../api/store'

/** Adds a category; a name already used comes back as a 409 on the name field. */
export function CategoryDialog({ open, onClose }: { open: boolean; onClose: (added?: string) => void }) {
  const { t } = useTranslation('demo')
  const create = useCreateCategory()
  const form = useContractForm(categoryInputSchema, {
    namespace: 'demo',
    defaultValues: { name: '', description: '' },
  })
  const save = form.handleSubmit(async (input) => {
    form.clearServerError()
    try {
      const category = await create.mutateAsync(input)
      form.reset()
      onClose(category.name)
    } catch (error) {
      form.failWith(error)
    }
  })
  return (
    <FormDialog
      open={open}
      title={t('store.addCategory')}
      submitLabel={t('store.save')}
      busy={create.isPending}
      error={form.serverError}
      onSubmit={(event) => void save(event)}
      onClose={() => onClose()}
    >
      <FieldGrid
        control={form.control}
        namespace="demo"
        idPrefix="category"
        spacing={2}
        fields={[
          { name: 'name', labelKey: 'store.fields.categoryName', required: true },
          { name: 'description', labelKey: 'store.fields.description', multiline: true },
        ]}
      />
    </FormDialog>
  )
}
