import { HttpError } from '../../../lib/http'

export type ProblemKind = 'stale' | 'forbidden' | 'guard' | 'invalid' | 'network' | 'generic'

export interface Problem {
  kind: ProblemKind
  /** The guards that stopped a move (409 errors.guard). */
  guards: string[]
}

/**
 * Reads an API error: field errors go to the form through setField (true when placed); what is left
 * becomes a problem for the alert (stale version → reload, guards → their texts).
 */
export function readProblem(error: unknown, setField?: (field: string, message: string) => boolean): Problem {
  if (!(error instanceof HttpError))
    return { kind: error instanceof TypeError ? 'network' : 'generic', guards: [] }
  const errors = error.body?.errors ?? {}
  if (errors.guard?.length) return { kind: 'guard', guards: errors.guard }
  if (error.status === 409) return { kind: 'stale', guards: [] }
  if (error.status === 403) return { kind: 'forbidden', guards: [] }
  let placed = false
  for (const [field, messages] of Object.entries(errors)) {
    if (setField?.(field, messages[0] ?? '')) placed = true
  }
  if (error.status === 400) return { kind: placed ? 'invalid' : 'invalid', guards: [] }
  return { kind: 'generic', guards: [] }
}
