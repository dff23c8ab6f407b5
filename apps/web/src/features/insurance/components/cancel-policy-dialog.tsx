import Box from '@mui/material/Box'
import { cancelPolicySchema, type Policy } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { FieldGrid, useContractForm, type GridFieldSpec } from '../../../components/form'
import { FormDialog } from '../../../components/form-dialog'
import { useCancelPolicy } from '../api/cancel-policy'

type CancelValues = z.input<typeof cancelPolicySchema>

const fields: GridFieldSpec<CancelValues>[] = [
  { name: 'reason', labelKey: 'policy.cancelReason', multiline: true, required: true },
]

/** Cancels a policy with the reason (kept on the policy and in the audit trail); carries the version read. */
export function CancelPolicyDialog({
  policy,
  onClose,
}: {
  policy: Policy
  onClose: (cancelled: boolean) => void
}) {
  const { t } = useTranslation('insurance')
  const cancel = useCancelPolicy()
  const form = useContractForm(cancelPolicySchema, {
    namespace: 'insurance',
    defaultValues: { version: policy.version, reason: '' },
  })
  const submit = form.handleSubmit(async (body) => {
    form.clearServerError()
    try {
      await cancel.mutateAsync({ policyId: policy.id, body })
      onClose(true)
    } catch (failure) {
      form.failWith(failure)
    }
  })
  return (
    <FormDialog
      open
      title={t('policy.cancelTitle', { number: policy.policyNumber ?? policy.id })}
      submitLabel={t('policy.cancel')}
      busy={form.formState.isSubmitting}
      error={form.serverError}
      onSubmit={(event) => void submit(event)}
      onClose={() => onClose(false)}
    >
      <Box sx={{ pt: 1 }}>
        <FieldGrid control={form.control} namespace="insurance" fields={fields} idPrefix="cancel-policy" />
      </Box>
    </FormDialog>
  )
}
