import { toNestErrors } from '@hookform/resolvers'
import { zodResolver } from '@hookform/resolvers/zod'
import { useCallback, useState } from 'react'
import {
  useForm,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form'
import type { z } from 'zod'
import { useErrorText } from '../../lib/error-text'
import { formFieldOf, movedErrors, placeServerErrors } from './server-errors'

export interface ContractFormOptions<Input extends FieldValues, Output extends FieldValues> extends Omit<
  UseFormProps<Input, unknown, Output>,
  'resolver'
> {
  /** The feature's i18n namespace, where a refusal that belongs to no field is worded (lib/error-text). */
  namespace: string
  /**
   * Where an API field path lands on this form (`null`: on none, the alert tells it); by default the path less
   * a trailing list index, when the form holds its first name.
   */
  serverFieldOf?: (path: string) => string | null
  /**
   * For a form shaped unlike its contract (a list shown as checkboxes): where a path of the contract's own check
   * lands on the form; the server's refusals follow it too unless `serverFieldOf` says otherwise.
   */
  checkFieldOf?: (path: string) => string
}

export interface ContractForm<Input extends FieldValues, Output extends FieldValues> extends UseFormReturn<
  Input,
  unknown,
  Output
> {
  /** The refusal in words for the form's alert (a call failure, or a 400 whose fields are not on the form). */
  serverError: string | null
  /**
   * Reads a failed call: each 400 field entry on its field, anything else as `serverError`. True when some entry
   * landed on a field (a screen with its own word for the rest reads it); `shouldFocus` moves focus to that field.
   */
  failWith: (error: unknown, options?: { shouldFocus?: boolean }) => boolean
  /** Clears `serverError` (before a new submit, on close). */
  clearServerError: () => void
}

/**
 * The one way to write a form (docs/adding-a-feature.md): react-hook-form validated by the contract's zod
 * schema, the form's values typed as the schema's input and the submitted ones as its output (zod's
 * `z.input`/`z.output`, no cast), and the API's refusals placed on the fields they name.
 */
export function useContractForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  { namespace, serverFieldOf, checkFieldOf, ...options }: ContractFormOptions<Input, Output>,
): ContractForm<Input, Output> {
  const check = zodResolver(schema)
  const resolver: Resolver<Input, unknown, Output> = async (values, context, resolverOptions) => {
    const result = await check(values, context, resolverOptions)
    if (!checkFieldOf || Object.keys(result.errors).length === 0) return result
    return { values: {}, errors: toNestErrors(movedErrors(result.errors, checkFieldOf), resolverOptions) }
  }
  const form = useForm<Input, unknown, Output>({ ...options, resolver })
  const { callText } = useErrorText(namespace)
  const [serverError, setServerError] = useState<string | null>(null)
  const failWith = (error: unknown, { shouldFocus = false } = {}) => {
    const names = Object.keys(form.getValues())
    let focused = !shouldFocus
    const placed = placeServerErrors(
      error,
      (name, entry) => {
        if (!isPathOf<Input>(name)) return
        form.setError(name, { type: 'server', message: entry }, { shouldFocus: !focused })
        focused = true
      },
      serverFieldOf ?? checkFieldOf ?? ((path) => formFieldOf(path, names)),
    )
    setServerError(placed ? null : callText(error))
    return placed
  }
  // Stable, so a dialog's effect that starts the form over on opening may name it.
  const clearServerError = useCallback(() => setServerError(null), [])
  return { ...form, serverError, failWith, clearServerError }
}

/** A server path mapped by `serverFieldOf` names one of the form's fields (checked against its values there). */
function isPathOf<T extends FieldValues>(name: string): name is FieldPath<T> {
  return name.length > 0
}
