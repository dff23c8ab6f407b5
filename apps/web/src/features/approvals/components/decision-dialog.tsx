import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { approveRequestSchema, rejectRequestSchema, type ApprovalRequest } from '@mesa/contracts'
import { FormField, useContractForm } from '../../../components/form'
import { FormDialog } from '../../../components/form-dialog'
import { useDecide, type Decision } from '../api/decide'
import { kindKey } from './text-keys'

interface NoteForm {
  note: string
}

/** The note as each decision's contract takes it: a rejection's is required, an approval's optional, a withdrawal has none. */
const noteSchemas = {
  approve: z
    .custom<NoteForm>()
    .transform((values): unknown => values)
    .pipe(approveRequestSchema.pick({ note: true })),
  reject: z
    .custom<NoteForm>()
    .transform((values): unknown => values)
    .pipe(rejectRequestSchema.pick({ note: true })),
  cancel: z.custom<NoteForm>().transform(() => ({ note: undefined })),
} satisfies Record<Decision, z.ZodType<{ note?: string }, NoteForm>>

/**
 * Approve, reject or withdraw one request. A rejection needs a note (the server refuses one without); an
 * approval may carry one. The server decides again whoever clicks: the requester's own approval is refused.
 */
export function DecisionDialog(props: {
  request: ApprovalRequest | null
  decision: Decision
  onClose: () => void
  onDone: (decision: Decision) => void
}) {
  const { t } = useTranslation('approvals')
  const decide = useDecide()
  const { request, decision } = props
  const form = useContractForm<NoteForm, { note?: string }>(noteSchemas[decision], {
    namespace: 'approvals',
    defaultValues: { note: '' },
  })
  const close = () => {
    form.reset({ note: '' })
    form.clearServerError()
    props.onClose()
  }
  const submit = form.handleSubmit(async ({ note }) => {
    if (!request) return
    form.clearServerError()
    try {
      await decide.mutateAsync({ id: request.id, decision, version: request.version, note })
      close()
      props.onDone(decision)
    } catch (error) {
      form.failWith(error)
    }
  })
  return (
    <FormDialog
      open={request !== null}
      title={t(`dialog.${decision}.title`)}
      submitLabel={t(`dialog.${decision}.submit`)}
      busy={decide.isPending}
      error={form.serverError}
      onSubmit={submit}
      onClose={close}
    >
      {request && (
        <Typography sx={{ mb: 2 }}>
          {t(`dialog.${decision}.body`, { kind: t(kindKey(request.kind), { defaultValue: request.kind }) })}
        </Typography>
      )}
      {decision !== 'cancel' && (
        <FormField
          control={form.control}
          name="note"
          namespace="approvals"
          idPrefix="approval"
          label={t(decision === 'reject' ? 'dialog.noteRequired' : 'dialog.note')}
          multiline
          required={decision === 'reject'}
          maxLength={2000}
        />
      )}
    </FormDialog>
  )
}
