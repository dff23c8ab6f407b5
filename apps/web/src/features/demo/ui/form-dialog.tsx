import DialogContentText from '@mui/material/DialogContentText'
import { useTranslation } from 'react-i18next'
import { FieldGrid, useContractForm } from '../../../components/form'
import { FormDialog } from '../../../components/form-dialog'
import { dialogForms, type DemoForm, type DialogFormName } from './dialog-forms'

/**
 * One dialog example in the shared form dialog frame: its form checked by its zod rules; a valid one is
 * reported as a demo (nothing sent).
 */
export function ExampleFormDialog({
  name,
  open,
  onClose,
  onDone,
}: {
  name: DialogFormName
  open: boolean
  onClose: () => void
  onDone: () => void
}) {
  const { t } = useTranslation('demo')
  const spec: DemoForm = dialogForms[name]
  const form = useContractForm(spec.schema, { namespace: 'demo', defaultValues: spec.defaults })
  const close = () => {
    form.reset(spec.defaults)
    onClose()
  }
  const submit = form.handleSubmit(() => {
    form.reset(spec.defaults)
    onDone()
  })
  return (
    <FormDialog
      open={open}
      title={t(`ui.dialogs.${name}.title`)}
      submitLabel={t(`ui.dialogs.${name}.submit`)}
      busy={false}
      error={null}
      onSubmit={(event) => void submit(event)}
      onClose={close}
    >
      <DialogContentText sx={{ mb: 2 }}>{t(`ui.dialogs.${name}.text`)}</DialogContentText>
      <FieldGrid control={form.control} namespace="demo" idPrefix={name} fields={spec.fields} />
    </FormDialog>
  )
}
