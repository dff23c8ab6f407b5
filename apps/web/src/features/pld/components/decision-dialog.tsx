import Box from '@mui/material/Box'
import { pldAlertDismissSchema, pldAlertEscalateSchema, type PldAlertDetail } from '@mesa/contracts'
import type { DefaultValues, FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { FieldGrid, useContractForm, type GridFieldSpec } from '../../../components/form'
import { FormDialog } from '../../../components/form-dialog'
import { useDismissAlert, useEscalateAlert } from '../api/decide-alert'

interface DialogProps {
  alert: PldAlertDetail
  onClose: () => void
  onDone: () => void
}

/** An officer's decision on an alert: one required text (the dismissal's reason, the escalation's narrative). */
function TextDecisionDialog<Input extends FieldValues, Output extends FieldValues>(props: {
  schema: z.ZodType<Output, Input>
  defaultValues: DefaultValues<Input>
  field: GridFieldSpec<Input>
  title: string
  submitLabel: string
  submitColor?: 'error'
  idPrefix: string
  send: (body: Output) => Promise<unknown>
  onClose: () => void
  onDone: () => void
}) {
  const form = useContractForm(props.schema, { namespace: 'pld', defaultValues: props.defaultValues })
  const submit = form.handleSubmit(async (body) => {
    form.clearServerError()
    try {
      await props.send(body)
      props.onDone()
    } catch (failure) {
      form.failWith(failure)
    }
  })
  return (
    <FormDialog
      open
      title={props.title}
      submitLabel={props.submitLabel}
      submitColor={props.submitColor}
      busy={form.formState.isSubmitting}
      error={form.serverError}
      onSubmit={(event) => void submit(event)}
      onClose={props.onClose}
    >
      <Box sx={{ pt: 1 }}>
        <FieldGrid control={form.control} namespace="pld" fields={[props.field]} idPrefix={props.idPrefix} />
      </Box>
    </FormDialog>
  )
}

/** Dismissing a false positive: the reason is required (the API answers 400 without one) and kept. */
export function DismissDialog({ alert, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('pld')
  const dismiss = useDismissAlert()
  return (
    <TextDecisionDialog
      schema={pldAlertDismissSchema}
      defaultValues={{ reason: '', version: alert.version }}
      field={{
        name: 'reason',
        labelKey: 'dismiss.reason',
        required: true,
        multiline: true,
        helperKey: 'dismiss.help',
      }}
      title={t('dismiss.title', { name: alert.subjectName })}
      submitLabel={t('actions.dismiss')}
      idPrefix="pld-dismiss"
      send={(body) => dismiss.mutateAsync({ id: alert.id, body })}
      onClose={onClose}
      onDone={onDone}
    />
  )
}

/** Escalating: the narrative becomes the unusual operation's report draft; the alert keeps holding. */
export function EscalateDialog({ alert, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('pld')
  const escalate = useEscalateAlert()
  return (
    <TextDecisionDialog
      schema={pldAlertEscalateSchema}
      defaultValues={{ narrative: '', version: alert.version }}
      field={{
        name: 'narrative',
        labelKey: 'escalate.narrative',
        required: true,
        multiline: true,
        helperKey: 'escalate.help',
      }}
      title={t('escalate.title', { name: alert.subjectName })}
      submitLabel={t('actions.escalate')}
      submitColor="error"
      idPrefix="pld-escalate"
      send={(body) => escalate.mutateAsync({ id: alert.id, body })}
      onClose={onClose}
      onDone={onDone}
    />
  )
}
