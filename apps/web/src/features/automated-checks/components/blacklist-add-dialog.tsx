import Box from '@mui/material/Box'
import { blacklistCreateSchema, blacklistKinds } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { FieldGrid, useContractForm, type GridFieldSpec } from '../../../components/form'
import { FormDialog } from '../../../components/form-dialog'
import { useAddBlacklistEntry } from '../api/change-blacklist'

type EntryValues = z.input<typeof blacklistCreateSchema>

// The blacklist's own words for its value and reason (`fieldErrors.blacklist*`), apart from the override's reason.
const fields: GridFieldSpec<EntryValues>[] = [
  {
    name: 'kind',
    labelKey: 'blacklist.columns.kind',
    options: blacklistKinds,
    optionKey: 'blacklist.kinds',
  },
  { name: 'value', labelKey: 'blacklist.columns.value', errorField: 'blacklistValue' },
  { name: 'reason', labelKey: 'blacklist.columns.reason', multiline: true, errorField: 'blacklistReason' },
]

/** An administrator bars a CURP, RFC, phone, e-mail or name, with the reason. */
export function BlacklistAddDialog({ onClose, onAdded }: { onClose: () => void; onAdded: () => void }) {
  const { t } = useTranslation('automatedChecks')
  const add = useAddBlacklistEntry()
  const form = useContractForm(blacklistCreateSchema, {
    namespace: 'automatedChecks',
    defaultValues: { kind: 'curp', value: '', reason: '' },
  })
  const submit = form.handleSubmit(async (values) => {
    form.clearServerError()
    try {
      await add.mutateAsync(values)
      onAdded()
      onClose()
    } catch (failure) {
      form.failWith(failure)
    }
  })
  return (
    <FormDialog
      open
      title={t('blacklist.add.title')}
      submitLabel={t('blacklist.add.confirm')}
      busy={form.formState.isSubmitting}
      error={form.serverError}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <Box sx={{ pt: 1 }}>
        <FieldGrid control={form.control} namespace="automatedChecks" fields={fields} idPrefix="blacklist" />
      </Box>
    </FormDialog>
  )
}
