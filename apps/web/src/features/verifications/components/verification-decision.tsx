import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { verificationDecisionSchema, type Verification, type VerificationDecision } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { FieldGrid, useContractForm, type GridFieldSpec } from '../../../components/form'

type DecisionValues = z.input<typeof verificationDecisionSchema>

const fields: GridFieldSpec<DecisionValues>[] = [
  { name: 'reason', labelKey: 'verification.reason', multiline: true },
]

/** The desk's decision on a pending case: approve (once nothing blocks it) or reject with the reason. */
export function VerificationDecisionForm(props: {
  verification: Verification
  decide: (decision: VerificationDecision) => Promise<unknown>
  busy: boolean
}) {
  const { t } = useTranslation('verifications')
  const { verification } = props
  const form = useContractForm(verificationDecisionSchema, {
    namespace: 'verifications',
    defaultValues: { decision: 'approved', reason: '', version: verification.version },
  })
  // The button pressed is the decision; the contract asks the reason of a rejection. The version is the one
  // on screen now (an upload moves it on).
  const submit = (decision: VerificationDecision['decision']) => {
    form.setValue('decision', decision)
    form.setValue('version', verification.version)
    void form.handleSubmit(async (body) => {
      form.clearServerError()
      try {
        await props.decide(body)
      } catch (failure) {
        form.failWith(failure)
      }
    })()
  }
  const busy = props.busy || form.formState.isSubmitting
  return (
    <Stack spacing={2}>
      <FieldGrid control={form.control} namespace="verifications" fields={fields} idPrefix="verification" />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button
          color="error"
          variant="outlined"
          disabled={!form.watch('reason')?.trim() || busy}
          onClick={() => submit('rejected')}
        >
          {t('verification.reject')}
        </Button>
        <Button
          variant="contained"
          disabled={verification.blockers.length > 0 || busy}
          onClick={() => submit('approved')}
        >
          {t('verification.approve')}
        </Button>
      </Stack>
      {form.serverError && <Alert severity="error">{form.serverError}</Alert>}
    </Stack>
  )
}
