import Alert from '@mui/material/Alert'
import DialogContentText from '@mui/material/DialogContentText'
import { useState } from 'react'
import type { z } from 'zod'
import { ConfirmMoneyDialog, type MoneySummaryRow } from '../../../components/confirm-money-dialog'
import { FormField, useContractForm } from '../../../components/form'
import { FormDialog } from '../../../components/form-dialog'

/** The reason alone, as the contract's request asks it (its version is the loan's, added when asking). */
type ReasonSchema = z.ZodType<{ reason: string }, { reason: string }>

/**
 * A loan money move asked with a reason (a payment's reversal, the write-off): the reason is typed first, then
 * the move's summary is confirmed (issue 38's one pattern), saying when a second person approves it (issue
 * 30's four eyes). Cancelling the summary goes back to the reason, kept; a refusal the form can place on the
 * reason goes back there too.
 */
export function ReasonedMoneyDialog(props: {
  schema: ReasonSchema
  idPrefix: string
  title: string
  /** What the move does, in one sentence. */
  text: string
  reasonLabel: string
  submitLabel: string
  /** The note shown when another person approves the move; null when it is carried out at once. */
  fourEyes: string | null
  /** The summary confirmed before the final click, with the reason typed. */
  summary: (reason: string) => MoneySummaryRow[]
  /** Asks for the move; resolves once the server took it. */
  onAsk: (reason: string) => Promise<unknown>
  busy: boolean
  onClose: () => void
}) {
  const form = useContractForm(props.schema, { namespace: 'loanServicing', defaultValues: { reason: '' } })
  const [reason, setReason] = useState<string | null>(null)
  const review = form.handleSubmit((body) => {
    form.clearServerError()
    setReason(body.reason)
  })
  const ask = async (confirmed: string) => {
    try {
      await props.onAsk(confirmed)
      props.onClose()
    } catch (failure) {
      if (form.failWith(failure)) setReason(null)
    }
  }
  if (reason !== null)
    return (
      <ConfirmMoneyDialog
        open
        title={props.title}
        text={props.text}
        rows={props.summary(reason)}
        fourEyes={props.fourEyes !== null}
        confirmLabel={props.submitLabel}
        busy={props.busy}
        error={form.serverError}
        onConfirm={() => void ask(reason)}
        onClose={() => {
          form.clearServerError()
          setReason(null)
        }}
      />
    )
  return (
    <FormDialog
      open
      title={props.title}
      submitLabel={props.submitLabel}
      busy={form.formState.isSubmitting}
      error={form.serverError}
      onSubmit={(event) => void review(event)}
      onClose={props.onClose}
    >
      <DialogContentText sx={{ mb: 2 }}>{props.text}</DialogContentText>
      {props.fourEyes !== null && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {props.fourEyes}
        </Alert>
      )}
      <FormField
        control={form.control}
        namespace="loanServicing"
        idPrefix={props.idPrefix}
        name="reason"
        required
        multiline
        label={props.reasonLabel}
      />
    </FormDialog>
  )
}
