import Box from '@mui/material/Box'
import { pldAlertDismissSchema, pldAlertEscalateSchema, type PldAlertDetail } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { FieldGrid, useContractForm, type GridFieldSpec } from '../../../components/form'
import { FormDialog } from '../../../components/form-dialog'
import { useDismissAlert, useEscalateAlert } from '../api/decide-alert'

type DismissValues = z.input<typeof pldAlertDismissSchema>
type EscalateValues = z.input<typeof pldAlertEscalateSchema>

interface DialogProps {
  alert: PldAlertDetail
  onClose: () => void
  onDone: () => void
}

/** Dismissing a false positive: the reason is required (the API answers 400 without one) and kept. */
export function DismissDialog({ alert, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('pld')
  const dismiss = useDismissAlert()
  const form = useContractForm(pldAlertDismissSchema, {
    namespace: 'pld',
    defaultValues: { reason: '', version: alert.version },
  })
  const fields: GridFieldSpec<DismissValues>[] = [
    {
      name: 'reason',
      labelKey: 'dismiss.reason',
      required: true,
      multiline: true,
      helperKey: 'dismiss.help',
    },
  ]
  const submit = form.handleSubmit(async (body) => {
    form.clearServerError()
    try {
      await dismiss.mutateAsync({ id: alert.id, body })
      onDone()
    } catch (failure) {
      form.failWith(failure)
    }
  })
  return (
    <FormDialog
      open
      title={t('dismiss.title', { name: alert.subjectName })}
      submitLabel={t('actions.dismiss')}
      busy={form.formState.isSubmitting}
      error={form.serverError}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <Box sx={{ pt: 1 }}>
        <FieldGrid control={form.control} namespace="pld" fields={fields} idPrefix="pld-dismiss" />
      </Box>
    </FormDialog>
  )
}

/** Escalating: the narrative becomes the unusual operation's report draft; the alert keeps holding. */
export function EscalateDialog({ alert, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('pld')
  const escalate = useEscalateAlert()
  const form = useContractForm(pldAlertEscalateSchema, {
    namespace: 'pld',
    defaultValues: { narrative: '', version: alert.version },
  })
  const fields: GridFieldSpec<EscalateValues>[] = [
    {
      name: 'narrative',
      labelKey: 'escalate.narrative',
      required: true,
      multiline: true,
      helperKey: 'escalate.help',
    },
  ]
  const submit = form.handleSubmit(async (body) => {
    form.clearServerError()
    try {
      await escalate.mutateAsync({ id: alert.id, body })
      onDone()
    } catch (failure) {
      form.failWith(failure)
    }
  })
  return (
    <FormDialog
      open
      title={t('escalate.title', { name: alert.subjectName })}
      submitLabel={t('actions.escalate')}
      submitColor="error"
      busy={form.formState.isSubmitting}
      error={form.serverError}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <Box sx={{ pt: 1 }}>
        <FieldGrid control={form.control} namespace="pld" fields={fields} idPrefix="pld-escalate" />
      </Box>
    </FormDialog>
  )
}
