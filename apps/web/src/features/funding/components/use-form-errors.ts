import { useState } from 'react'
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form'
import { placeFieldErrors, useErrorText } from '../../../lib/error-text'

/**
 * A dialog's server refusal: each field entry placed on its field (paths as the API names them, e.g.
 * `rules.minScore`), and the call's failure in words for the dialog's alert.
 */
export function useFormErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  fieldNames: readonly string[],
  fieldOf: (path: string) => string = (path) => path.replace(/\.\d+$/, ''),
) {
  const { callText } = useErrorText('funding')
  const [error, setError] = useState<string | null>(null)
  const fail = (failure: unknown) => {
    placeFieldErrors(failure, (path, entry) => {
      const name = fieldOf(path)
      if (!fieldNames.includes(name)) return false
      form.setError(name as FieldPath<T>, { type: 'server', message: entry })
      return true
    })
    setError(callText(failure))
  }
  return { error, clear: () => setError(null), fail }
}
