import { placeFieldErrors } from '../../lib/error-text'
import { HttpError } from '../../lib/http'

export type ProblemKind = 'stale' | 'forbidden' | 'guard' | 'invalid' | 'network' | 'generic'

export interface Problem {
  kind: ProblemKind
  /** The guard ids that stopped a move (409 `guard_failed`, errors.guard); worded by useErrorText's guardText. */
  guards: string[]
}

/**
 * Reads an API error for a screen's alert that offers a reload on a stale version and lists the guards of a
 * refused stage move (credit applications' `ProblemAlert`): field entries go to the form through `setField` (lib/error-text
 * placeFieldErrors); what is left becomes the problem's kind.
 */
export function readProblem(error: unknown, setField?: (field: string, entry: string) => boolean): Problem {
  if (!(error instanceof HttpError))
    return { kind: error instanceof TypeError ? 'network' : 'generic', guards: [] }
  const guards = error.body?.errors?.guard ?? []
  if (guards.length) return { kind: 'guard', guards }
  if (error.status === 409) return { kind: 'stale', guards: [] }
  if (error.status === 403) return { kind: 'forbidden', guards: [] }
  if (setField) placeFieldErrors(error, setField)
  return { kind: error.status === 400 ? 'invalid' : 'generic', guards: [] }
}
