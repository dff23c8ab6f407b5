import { useState } from 'react'
import type { FieldValues } from 'react-hook-form'
import type { ContractForm } from './use-contract-form'

/**
 * A money move's form, then its summary, then the final click (issue 38, `ConfirmMoneyDialog`): the checked body
 * under review, `review` for the form's submit, `confirm` for the summary's button and `back` to the form. A
 * refusal naming a field goes back to the form with the field marked; anything else stays on the summary.
 */
export function useConfirmStep<Input extends FieldValues, Output extends FieldValues>(
  form: ContractForm<Input, Output>,
  send: (body: Output) => Promise<unknown>,
) {
  const [confirming, setConfirming] = useState<Output | null>(null)
  const review = form.handleSubmit((body) => {
    form.clearServerError()
    setConfirming(body)
  })
  const confirm = async () => {
    if (!confirming) return
    try {
      await send(confirming)
    } catch (failure) {
      if (form.failWith(failure)) setConfirming(null)
    }
  }
  const back = () => {
    form.clearServerError()
    setConfirming(null)
  }
  return { confirming, review, confirm, back }
}
