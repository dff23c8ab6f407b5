import { mandateRevocationSchema, type Mandate } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { useContractForm, type GridFieldSpec } from '../../../components/form'
import { GridFormDialog } from '../../../components/grid-form-dialog'
import { useRevokeMandate } from '../api/mandates'

const revokeFormSchema = mandateRevocationSchema.omit({ version: true })
type RevokeValues = z.input<typeof revokeFormSchema>

/** Revokes a mandate today with its reason (the version read: a stale one is a 409); later runs leave it out. */
export function RevokeDialog({ mandate, onClose }: { mandate: Mandate; onClose: () => void }) {
  const { t } = useTranslation('directDebit')
  const revoke = useRevokeMandate()
  const form = useContractForm(revokeFormSchema, { namespace: 'directDebit', defaultValues: { reason: '' } })
  const fields: GridFieldSpec<RevokeValues>[] = [
    { name: 'reason', labelKey: 'mandates.fields.reason', required: true, multiline: true },
  ]
  return (
    <GridFormDialog
      form={form}
      title={t('mandates.revokeTitle', { loan: mandate.loanId })}
      submitLabel={t('mandates.revoke')}
      namespace="directDebit"
      fields={fields}
      idPrefix="revoke"
      send={async (values) => {
        await revoke.mutateAsync({ id: mandate.id, body: { ...values, version: mandate.version } })
        onClose()
      }}
      onClose={onClose}
    />
  )
}
