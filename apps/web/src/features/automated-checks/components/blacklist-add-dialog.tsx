import { blacklistCreateSchema, blacklistKinds } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { useContractForm, type GridFieldSpec } from '../../../components/form'
import { GridFormDialog } from '../../../components/grid-form-dialog'
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
  return (
    <GridFormDialog
      form={form}
      title={t('blacklist.add.title')}
      submitLabel={t('blacklist.add.confirm')}
      namespace="automatedChecks"
      fields={fields}
      idPrefix="blacklist"
      send={async (values) => {
        await add.mutateAsync(values)
        onAdded()
        onClose()
      }}
      onClose={onClose}
    />
  )
}
