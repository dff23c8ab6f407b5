import { zodResolver } from '@hookform/resolvers/zod'
import { categoryInputSchema, type CategoryInput } from '@mesa/contracts'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FieldGrid } from '../../../components/form'
import { FormDialog } from '../../../components/form-dialog'
import { placeFieldErrors, useErrorText } from '../../../lib/error-text'
import { useCreateCategory } from '../api/store'

/** Adds a category; a name already used comes back as a 409 on the name field. */
export function CategoryDialog({ open, onClose }: { open: boolean; onClose: (added?: string) => void }) {
  const { t } = useTranslation('demo')
  const { callText } = useErrorText('demo')
  const create = useCreateCategory()
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<CategoryInput>({
    resolver: zodResolver(categoryInputSchema) as never,
    defaultValues: { name: '', description: '' },
  })
  const save = form.handleSubmit(async (input) => {
    setFormError(null)
    try {
      const category = await create.mutateAsync(input)
      form.reset()
      onClose(category.name)
    } catch (error) {
      const placed = placeFieldErrors(error, (field, entry) => {
        form.setError(field as keyof CategoryInput, { message: entry })
        return true
      })
      setFormError(placed ? null : callText(error))
    }
  })
  return (
    <FormDialog
      open={open}
      title={t('store.addCategory')}
      submitLabel={t('store.save')}
      busy={create.isPending}
      error={formError}
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
