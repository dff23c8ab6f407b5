import type { ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'
import { ConfirmMoneyDialog, type MoneySummaryRow } from './confirm-money-dialog'
import { FormDialog } from './form-dialog'
import { useConfirmStep, type ContractForm } from './form'

/**
 * A money move's dialog (issue 38): its form first, then the summary of what moves (`ConfirmMoneyDialog`),
 * then the final click that sends it. A refusal naming a field goes back to the form (`useConfirmStep`).
 */
export function MoneyFormDialog<Input extends FieldValues, Output extends FieldValues>(props: {
  form: ContractForm<Input, Output>
  title: string
  submitLabel: string
  /** The summary of the checked body, shown before it is sent. */
  summary: (body: Output) => MoneySummaryRow[]
  send: (body: Output) => Promise<unknown>
  /** The call is running (the summary's button stays busy). */
  sending: boolean
  /** The move is only asked for: another person approves it. */
  fourEyes?: boolean
  onClose: () => void
  children: ReactNode
}) {
  const { form } = props
  const { confirming, review, confirm, back } = useConfirmStep(form, props.send)
  if (confirming)
    return (
      <ConfirmMoneyDialog
        open
        title={props.title}
        rows={props.summary(confirming)}
        fourEyes={props.fourEyes ?? false}
        confirmLabel={props.submitLabel}
        busy={props.sending}
        error={form.serverError}
        onConfirm={() => void confirm()}
        onClose={back}
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
      {props.children}
    </FormDialog>
  )
}
