import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApprovalRequest } from '@mesa/contracts'
import { FormDialog } from '../../../components/form-dialog'
import { useErrorText } from '../../../lib/error-text'
import { useDecide, type Decision } from '../api/decide'

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
  const { callText } = useErrorText('approvals')
  const decide = useDecide()
  const [note, setNote] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const { request, decision } = props
  const close = () => {
    setNote('')
    setProblem(null)
    props.onClose()
  }
  const submit = () => {
    if (!request) return
    if (decision === 'reject' && note.trim() === '') return setProblem(t('errors.note_required'))
    decide.mutate(
      { id: request.id, decision, version: request.version, note: note.trim() || undefined },
      {
        onSuccess: () => {
          close()
          props.onDone(decision)
        },
        onError: (error) => setProblem(callText(error)),
      },
    )
  }
  return (
    <FormDialog
      open={request !== null}
      title={t(`dialog.${decision}.title`)}
      submitLabel={t(`dialog.${decision}.submit`)}
      busy={decide.isPending}
      error={problem}
      onSubmit={submit}
      onClose={close}
    >
      {request && (
        <Typography sx={{ mb: 2 }}>
          {t(`dialog.${decision}.body`, { kind: t(`kinds.${request.kind}`, { defaultValue: request.kind }) })}
        </Typography>
      )}
      {decision !== 'cancel' && (
        <TextField
          id="approval-note"
          label={t(decision === 'reject' ? 'dialog.noteRequired' : 'dialog.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          required={decision === 'reject'}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      )}
    </FormDialog>
  )
}
